package org.reactivebench.contract;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static org.reactivebench.contract.ContractAssertions.assertClientError;
import static org.reactivebench.contract.ContractAssertions.assertSomeClientError;
import static org.reactivebench.contract.ContractAssertions.assertStatus;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;

/** {@code POST /api/authenticate} and the JWT it issues. */
@ExtendWith(ContractTargetResolver.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class AuthenticationContractTest {

    private static final long DAY = 86_400;
    private static final long THIRTY_DAYS = 2_592_000;
    /** Slack for the clocks and the request time when comparing {@code exp} with now. */
    private static final long CLOCK_SLACK = 300;

    private final ContractTarget target;

    AuthenticationContractTest(ContractTarget target) {
        this.target = target;
    }

    @Test
    void validCredentialsGiveTokenInBodyAndHeader() {
        Response response = target.authenticate("admin", "admin", false);

        assertStatus(200, response);
        String token = response.json().path("id_token").asText("");
        assertFalse(token.isEmpty(), () -> "no id_token: " + response.describe());
        assertEquals("Bearer " + token, response.header("Authorization").orElse(null), "Authorization header");
    }

    @Test
    void tokenIsHs512WithLoginAuthoritiesAndOneDayExpiry() {
        long now = Instant.now().getEpochSecond();
        Jwt jwt = issuedToken("admin", "admin", false);

        ObjectNode claims = jwt.claims();
        assertAll(
                () -> assertEquals("HS512", jwt.header().path("alg").asText(), "alg"),
                () -> assertEquals("admin", claims.path("sub").asText(), "sub"),
                () -> assertEquals(Set.of("ROLE_ADMIN", "ROLE_USER"), target.dialect().authorities(claims), "auth"),
                () -> assertExpiresIn(DAY, now, claims));
    }

    @Test
    void rememberMeTokenExpiresInThirtyDays() {
        long now = Instant.now().getEpochSecond();
        Jwt jwt = issuedToken("admin", "admin", true);

        assertExpiresIn(THIRTY_DAYS, now, jwt.claims());
    }

    @Test
    void userTokenCarriesOnlyRoleUser() {
        ObjectNode claims = issuedToken("user", "user", false).claims();

        assertEquals("user", claims.path("sub").asText(), "sub");
        assertEquals(Set.of("ROLE_USER"), target.dialect().authorities(claims), "auth");
    }

    @Test
    void missingRememberMeMeansOneDay() {
        long now = Instant.now().getEpochSecond();
        Response response = target.post("/api/authenticate", "{\"username\":\"admin\",\"password\":\"admin\"}");

        assertStatus(200, response);
        assertExpiresIn(DAY, now, Jwt.parse(response.json().path("id_token").asText()).claims());
    }

    @Test
    void tokenIsSignedWithTheConfiguredSecret() {
        assumeTrue(target.jwtSecret().isPresent(), "the runner was not given the server's JWT secret");
        Jwt jwt = issuedToken("admin", "admin", false);

        assertEquals(jwt.signedWith(target.jwtSecret().orElseThrow()).signature(), jwt.signature(),
                "signature with " + ContractTarget.JWT_SECRET);
    }

    @Test
    void wrongPasswordIs401WithJsonBody() {
        Response response = target.authenticate("admin", "not-the-password", false);

        assertClientError(401, response);
        assertTrue(response.header("Authorization").isEmpty(), "no Authorization header on a failed login");
        assertFalse(response.json().has("id_token"), "no id_token on a failed login");
    }

    @Test
    void unknownUserIs401WithJsonBody() {
        assertClientError(401, target.authenticate("nobody-" + System.nanoTime(), "admin", false));
    }

    @Test
    void malformedJsonIs400() {
        assertClientError(400, target.post("/api/authenticate", "{\"username\":\"admin\",\"password\":"));
    }

    @Test
    void emptyObjectIsAClientError() {
        assertSomeClientError(target.post("/api/authenticate", "{}"));
    }

    private Jwt issuedToken(String username, String password, boolean rememberMe) {
        Response response = target.authenticate(username, password, rememberMe);
        assertStatus(200, response);
        return Jwt.parse(response.json().path("id_token").asText());
    }

    private static void assertExpiresIn(long seconds, long issuedAround, ObjectNode claims) {
        assertTrue(claims.path("exp").canConvertToLong(), () -> "exp is not a number of seconds: " + claims);
        long exp = claims.path("exp").asLong();
        long expected = issuedAround + seconds;
        assertTrue(Math.abs(exp - expected) <= CLOCK_SLACK,
                () -> "exp " + exp + " is not now + " + seconds + " s (" + expected + ", ±" + CLOCK_SLACK + " s)");
    }
}
