package org.reactivebench.operations.web;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import javax.servlet.RequestDispatcher;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.boot.web.servlet.error.ErrorController;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.security.web.firewall.RequestRejectedException;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.RequestMapping;

/**
 * The container's error page, for the errors that no controller answered (an unknown URL, for
 * instance): the same JSON body as {@link ErrorHandler}'s, whatever the client accepts.
 */
@Controller
public class JsonErrorController implements ErrorController {

    private static final String PATH = "/error";

    private final ObjectMapper objectMapper;

    public JsonErrorController(ObjectMapper objectMapper) {
        this.objectMapper = objectMapper;
    }

    @RequestMapping(PATH)
    public void error(HttpServletRequest request, HttpServletResponse response) throws IOException {
        Object code = request.getAttribute(RequestDispatcher.ERROR_STATUS_CODE);
        // no status: the container did not forward an error here, a client asked for /error itself
        int status = code instanceof Integer ? (Integer) code : 404;
        Object message = request.getAttribute(RequestDispatcher.ERROR_MESSAGE);
        if (request.getAttribute(RequestDispatcher.ERROR_EXCEPTION) instanceof RequestRejectedException) {
            // Spring Security's firewall refused the URL (an encoded ';' or '%' in an id...): bad input, not a 500
            status = HttpStatus.BAD_REQUEST.value();
            message = "The request was rejected";
        }
        String error = reasonPhrase(status);
        if (status >= 500) {
            message = "Internal server error";
        } else if (message == null || message.toString().isEmpty()) {
            message = error;
        }
        response.setStatus(status);
        response.setContentType(MediaType.APPLICATION_JSON_VALUE);
        objectMapper.writeValue(response.getOutputStream(), ErrorBody.of(status, error, message.toString()));
    }

    private static String reasonPhrase(int status) {
        try {
            return HttpStatus.valueOf(status).getReasonPhrase();
        } catch (IllegalArgumentException e) {
            return "Error";
        }
    }
}
