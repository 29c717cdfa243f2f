package org.reactivebench.operations;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import org.junit.jupiter.api.Test;
import org.reactivebench.operations.support.IntegrationTest;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.web.embedded.netty.NettyWebServer;
import org.springframework.boot.web.reactive.context.ReactiveWebServerApplicationContext;
import org.springframework.context.ApplicationContext;
import org.springframework.util.ClassUtils;

/** The application really is WebFlux on Netty, with no servlet container (nor servlet API) to fall back on. */
class NettyServerTest extends IntegrationTest {

    @Autowired
    private ApplicationContext context;

    @Test
    void theServerIsNetty() {
        ReactiveWebServerApplicationContext reactive = assertInstanceOf(ReactiveWebServerApplicationContext.class, context);
        NettyWebServer server = assertInstanceOf(NettyWebServer.class, reactive.getWebServer());
        assertEquals(port, server.getPort());
        // and it is the one answering HTTP
        assertEquals(401, api().send("GET", "/api/account", null, null).statusCode());
    }

    @Test
    void thereIsNoServletContainerNorServletApi() {
        ClassLoader classLoader = context.getClassLoader();
        for (String className : new String[] {"org.apache.catalina.startup.Tomcat", "javax.servlet.Servlet",
            "io.undertow.Undertow", "org.eclipse.jetty.server.Server", "org.springframework.web.servlet.DispatcherServlet"}) {
            assertFalse(ClassUtils.isPresent(className, classLoader), className + " is on the classpath");
        }
    }
}
