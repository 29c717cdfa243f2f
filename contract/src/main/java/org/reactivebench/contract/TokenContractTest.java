package org.reactivebench.contract;

import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static org.junit.jupiter.params.provider.Arguments.arguments;
import static org.reactivebench.contract.ContractAssertions.assertClientError;
import static org.reactivebench.contract.ContractAssertions.assertStatus;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.Base64;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Invalid credentials on protected endpoints: every one is a 401 with a JSON error body, never a
 * 500. The forged tokens start from a real one, so that only the defect under test is wrong.
 */
@ExtendWith(ContractTargetResolver.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class TokenContractTest {

    private static final long AN_HOUR_AGO = -3_600;

    private final ContractTarget target;

    TokenContractTest(ContractTarget target) {
        this.target = target;
    }

    /** Without this, the 401s below could come from a server that refuses every token. */
    @Test
    void validTokenIsAccepted() {
        String authorization = "Bearer " + target.adminToken();

        assertStatus(200, target.send("GET", "/api/account", null, authorization));
        assertStatus(200, target.send("GET", "/api/operations?size=1", null, authorization));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("invalidAuthorizations")
    void invalidCredentialsOnAccountAre401(String defect, String authorization) {
        assertClientError(401, target.send("GET", "/api/account", null, authorization));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("invalidAuthorizations")
    void invalidCredentialsOnOperationsAre401(String defect, String authorization) {
        assertClientError(401, target.send("GET", "/api/operations", null, authorization));
    }

    /** The genuine expiry check: a correctly signed token whose exp has passed. Needs the server's secret. */
    @Test
    void correctlySignedExpiredTokenIs401() {
        assumeTrue(target.jwtSecret().isPresent(), "the runner was not given the server's JWT secret");
        Jwt valid = Jwt.parse(target.adminToken());
        Jwt expired = valid.withClaims(valid.claims().put("exp", secondsFromNow(AN_HOUR_AGO)))
                .signedWith(target.jwtSecret().orElseThrow());

        assertClientError(401, target.get("/api/account", expired.compact()));
    }

    Stream<Arguments> invalidAuthorizations() {
        String token = target.adminToken();
        Jwt valid = Jwt.parse(token);
        ObjectNode otherUser = valid.claims().put("sub", "user").put("auth", "ROLE_USER");
        ObjectNode expired = valid.claims().put("exp", secondsFromNow(AN_HOUR_AGO));
        ObjectNode none = valid.header().put("alg", "none");
        byte[] otherKey = new byte[64];
        new SecureRandom().nextBytes(otherKey);
        String basic = Base64.getEncoder().encodeToString("admin:admin".getBytes(StandardCharsets.UTF_8));
        return Stream.of(
                arguments("tampered signature", "Bearer " + valid.withTamperedSignature()),
                arguments("payload changed, signature kept", "Bearer " + valid.withClaims(otherUser)),
                // Without the secret an expired token cannot be signed: the old exp is re-encoded and
                // the signature kept. correctlySignedExpiredTokenIs401 is the real expiry check.
                arguments("expired (exp re-encoded, signature kept)", "Bearer " + valid.withClaims(expired)),
                arguments("alg none, no signature", "Bearer " + valid.withHeader(none).withSignature("")),
                arguments("alg none, signature kept", "Bearer " + valid.withHeader(none)),
                arguments("HS512 with another key", "Bearer " + valid.signedWith(otherKey)),
                arguments("garbage", "Bearer garbage"),
                arguments("three garbage parts", "Bearer a.b.c"),
                arguments("empty token", "Bearer"),
                arguments("token without Bearer prefix", token),
                arguments("HTTP Basic credentials", "Basic " + basic));
    }

    private static long secondsFromNow(long seconds) {
        return Instant.now().getEpochSecond() + seconds;
    }
}
