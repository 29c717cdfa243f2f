package org.reactivebench.operations.web;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import javax.servlet.FilterChain;
import javax.servlet.ReadListener;
import javax.servlet.ServletException;
import javax.servlet.ServletInputStream;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletRequestWrapper;
import javax.servlet.http.HttpServletResponse;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.InvalidMediaTypeException;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Refuses the request bodies that the WebFlux variants refuse and Spring MVC would not, with the JSON error
 * body:
 * <ul>
 *   <li>a body over {@value #MAX_BODY_BYTES} bytes, 413: the limit of WebFlux's JSON decoder
 *       ({@code spring.codec.max-in-memory-size}, 256 KB by default), where Spring MVC reads any size. A declared
 *       Content-Length is refused without reading the body; a chunked body is read up to the limit;</li>
 *   <li>a wildcard Content-Type ({@code *}{@code /*}, {@code application/*}) on a method that sends a body,
 *       415: Spring MVC fails on it with a 500 when it reads the body.</li>
 * </ul>
 * Runs after Spring Security (a filter bean's default order), so that a request without a valid token is
 * still a 401.
 */
@Component
public class RequestBodyFilter extends OncePerRequestFilter {

    static final int MAX_BODY_BYTES = 256 * 1024;

    private static final List<String> METHODS_WITH_BODY = Arrays.asList("POST", "PUT", "PATCH");

    private final ObjectMapper objectMapper;

    public RequestBodyFilter(ObjectMapper objectMapper) {
        this.objectMapper = objectMapper;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        if (METHODS_WITH_BODY.contains(request.getMethod()) && isWildcard(request.getContentType())) {
            refuse(response, HttpStatus.UNSUPPORTED_MEDIA_TYPE, "Content type '" + request.getContentType() + "' not supported");
            return;
        }
        long length = request.getContentLengthLong();
        if (length > MAX_BODY_BYTES) {
            refuse(response, HttpStatus.PAYLOAD_TOO_LARGE, "Request body larger than " + MAX_BODY_BYTES + " bytes");
            return;
        }
        if (length < 0 && request.getHeader(HttpHeaders.TRANSFER_ENCODING) != null) {
            byte[] body = readAtMost(request.getInputStream(), MAX_BODY_BYTES + 1);
            if (body.length > MAX_BODY_BYTES) {
                refuse(response, HttpStatus.PAYLOAD_TOO_LARGE, "Request body larger than " + MAX_BODY_BYTES + " bytes");
                return;
            }
            chain.doFilter(new ReadBodyRequest(request, body), response);
            return;
        }
        chain.doFilter(request, response);
    }

    private static boolean isWildcard(String contentType) {
        if (contentType == null) {
            return false;
        }
        try {
            MediaType mediaType = MediaType.parseMediaType(contentType);
            return mediaType.isWildcardType() || mediaType.isWildcardSubtype();
        } catch (InvalidMediaTypeException e) {
            return false; // Spring MVC refuses it with 415 itself
        }
    }

    private void refuse(HttpServletResponse response, HttpStatus status, String message) throws IOException {
        response.setStatus(status.value());
        response.setContentType(MediaType.APPLICATION_JSON_VALUE);
        objectMapper.writeValue(response.getOutputStream(), ErrorBody.of(status, message));
    }

    private static byte[] readAtMost(InputStream in, int max) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buffer = new byte[8192];
        int read;
        while (out.size() < max && (read = in.read(buffer, 0, Math.min(buffer.length, max - out.size()))) != -1) {
            out.write(buffer, 0, read);
        }
        return out.toByteArray();
    }

    /** The request with its (already read) chunked body. */
    private static final class ReadBodyRequest extends HttpServletRequestWrapper {

        private final byte[] body;

        ReadBodyRequest(HttpServletRequest request, byte[] body) {
            super(request);
            this.body = body;
        }

        @Override
        public ServletInputStream getInputStream() {
            ByteArrayInputStream in = new ByteArrayInputStream(body);
            return new ServletInputStream() {
                @Override
                public int read() {
                    return in.read();
                }

                @Override
                public int read(byte[] buffer, int offset, int length) {
                    return in.read(buffer, offset, length);
                }

                @Override
                public boolean isFinished() {
                    return in.available() == 0;
                }

                @Override
                public boolean isReady() {
                    return true;
                }

                @Override
                public void setReadListener(ReadListener listener) {
                    throw new UnsupportedOperationException("the body has already been read");
                }
            };
        }

        @Override
        public BufferedReader getReader() {
            String encoding = getCharacterEncoding();
            Charset charset = encoding == null ? StandardCharsets.ISO_8859_1 : Charset.forName(encoding);
            return new BufferedReader(new InputStreamReader(getInputStream(), charset));
        }
    }
}
