package org.reactivebench.operations.config;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.Scheduler;

class SchedulerConfigurationTest {

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
        .withUserConfiguration(SchedulerConfiguration.class);

    @ParameterizedTest
    @CsvSource({"parallel, parallel-", "bounded-elastic, boundedElastic-", "elastic, elastic-"})
    void eachNameSelectsItsScheduler(String name, String threadPrefix) {
        runner.withPropertyValues("bench.scheduler=" + name).run(context -> {
            Scheduler scheduler = context.getBean(Scheduler.class);
            String thread = Mono.fromCallable(() -> Thread.currentThread().getName()).subscribeOn(scheduler).block();
            assertThat(thread).startsWith(threadPrefix);
        });
    }

    @Test
    void anUnknownNameStopsTheStartUpWithAClearMessage() {
        runner.withPropertyValues("bench.scheduler=fast").run(context -> {
            assertThat(context).hasFailed();
            assertThat(context.getStartupFailure()).getRootCause()
                .hasMessage("Unknown bench.scheduler 'fast': use parallel, bounded-elastic or elastic");
        });
    }

    @Test
    void theDefaultIsTheFirstSchedulerOfTheManifest() throws IOException {
        Properties application = new Properties();
        try (InputStream in = getClass().getResourceAsStream("/application.properties")) {
            application.load(in);
        }
        Properties manifest = new Properties();
        try (InputStream in = new FileInputStream("variant.properties")) {
            manifest.load(in);
        }
        assertThat(application.getProperty("bench.scheduler")).isEqualTo("bounded-elastic")
            .isEqualTo(manifest.getProperty("schedulers").split(",")[0]);
    }
}
