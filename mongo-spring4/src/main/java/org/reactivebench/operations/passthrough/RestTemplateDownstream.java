package org.reactivebench.operations.passthrough;

import java.net.ConnectException;
import java.net.SocketTimeoutException;
import java.net.URI;
import org.apache.http.conn.ConnectTimeoutException;
import org.apache.http.conn.ConnectionPoolTimeoutException;
import org.reactivebench.operations.web.ApiException;
import org.reactivebench.operations.web.ExceptionSummary;
import org.springframework.http.ResponseEntity;
import org.springframework.http.converter.HttpMessageConversionException;
import org.springframework.stereotype.Component;
import org.springframework.web.client.ResourceAccessException;
import org.springframework.web.client.RestClientException;
import org.springframework.web.client.RestTemplate;

/**
 * Posts a message to the downstream service with the RestTemplate and answers its ack: a blocking call, on the
 * calling thread, for as long as the downstream service takes. A failure is the API's 502, 503 or 504
 * ({@link DownstreamFailures}).
 */
@Component
public class RestTemplateDownstream {

    private final RestTemplate restTemplate;
    private final URI messagesUri;

    public RestTemplateDownstream(RestTemplate downstreamRestTemplate, DownstreamProperties downstream) {
        this.restTemplate = downstreamRestTemplate;
        this.messagesUri = downstream.getMessagesUri();
    }

    public Ack send(Message message) {
        ResponseEntity<Ack> answer;
        try {
            answer = restTemplate.postForEntity(messagesUri, message, Ack.class);
        } catch (ResourceAccessException e) {
            throw failure(e);
        } catch (RestClientException | HttpMessageConversionException e) {
            throw DownstreamFailures.badAnswer(messagesUri, ExceptionSummary.of(e));
        }
        Ack ack = answer.getBody();
        if (!answer.getStatusCode().is2xxSuccessful() || ack == null || !ack.isComplete()) {
            throw DownstreamFailures.badAnswer(messagesUri,
                "status " + answer.getStatusCodeValue() + " without an ack");
        }
        return ack;
    }

    /** An I/O failure of Apache HttpClient, told apart by its cause. */
    private ApiException failure(ResourceAccessException e) {
        String detail = ExceptionSummary.of(e);
        for (Throwable cause = e.getCause(); cause != null; cause = cause.getCause()) {
            // first: a pool timeout is also a ConnectTimeoutException
            if (cause instanceof ConnectionPoolTimeoutException) {
                return DownstreamFailures.noConnection(messagesUri, detail);
            }
            if (cause instanceof ConnectTimeoutException || cause instanceof ConnectException) {
                return DownstreamFailures.unreachable(messagesUri, detail);
            }
            if (cause instanceof SocketTimeoutException) {
                return DownstreamFailures.timedOut(messagesUri, detail);
            }
        }
        return DownstreamFailures.badAnswer(messagesUri, detail);
    }
}
