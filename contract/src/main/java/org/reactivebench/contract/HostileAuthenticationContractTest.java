package org.reactivebench.contract;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static org.junit.jupiter.params.provider.Arguments.arguments;
import static org.reactivebench.contract.ContractAssertions.assertClientError;
import static org.reactivebench.contract.ContractAssertions.assertConventionalClientError;
import static org.reactivebench.contract.ContractAssertions.assertStatus;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Hostile logins and tokens. SQL-injection strings are logins like any other and log nobody in (401); Mongo
 * operator objects are not strings and cannot be read as a login (400); forged tokens cannot write (401);
 * a correctly signed token for a login that does not exist has no account (401, never 500). The 401s and 400s of
 * refused logins are the nine's; other dialects may refuse them with any 4xx, as long as no token is issued. After
 * the cases the seed users still log in with their own passwords (see {@link HostileInputSupport}).
 */
class HostileAuthenticationContractTest extends HostileInputSupport {

    private static final long AN_HOUR = 3_600;

    HostileAuthenticationContractTest(ContractTarget target) {
        super(target);
    }

    static Stream<Arguments> sqlInjectionLogins() {
        return Stream.of(
                arguments("admin' --", "anything"),
                arguments("admin' #", "anything"),
                arguments("admin'/*", "anything"),
                arguments("' OR '1'='1", "' OR '1'='1"),
                arguments("' OR 1=1 --", "anything"),
                arguments("admin", "' OR '1'='1"),
                arguments("admin", "anything' OR 'x'='x"),
                arguments("admin\" OR \"1\"=\"1", "anything"),
                arguments("admin'; DROP TABLE jhi_user; --", "x"),
                arguments("' UNION SELECT 1,2,3 --", "x"),
                arguments("admin\\", "admin"),
                arguments("%", "admin"),
                arguments("_dmin", "admin"),
                arguments("ádmin", "admin"),
                arguments("admin ", "admin"),
                arguments(" admin", "admin"),
                arguments("admin\u0000", "admin"),
                arguments(".*", "admin"),
                arguments("^admin$", "admin"),
                arguments("{\"$gt\":\"\"}", "{\"$gt\":\"\"}"),
                arguments("admin", "{\"$ne\":null}"));
    }

    /** Strings that would be injections if the login were ever pasted into a query: 401, and no token. */
    @ParameterizedTest(name = "\"{0}\" / \"{1}\"")
    @MethodSource("sqlInjectionLogins")
    void injectionLoginLogsNobodyIn(String username, String password) {
        Response response = target.authenticate(username, password, false);

        assertConventionalClientError(401, response);
        assertTrue(response.header("Authorization").isEmpty(), () -> "Authorization header on a refused login: " + response.describe());
        assertFalse(response.json().has("id_token"), () -> "id_token on a refused login: " + response.describe());
    }

    static Stream<Arguments> operatorLogins() {
        return Stream.of(
                arguments("$gt on both", "{\"username\":{\"$gt\":\"\"},\"password\":{\"$gt\":\"\"}}"),
                arguments("$ne password", "{\"username\":\"admin\",\"password\":{\"$ne\":null}}"),
                arguments("$regex login", "{\"username\":{\"$regex\":\"^adm\"},\"password\":\"admin\"}"),
                arguments("$exists password", "{\"username\":\"admin\",\"password\":{\"$exists\":true}}"),
                arguments("$in login", "{\"username\":{\"$in\":[\"admin\",\"user\"]},\"password\":\"admin\"}"),
                arguments("arrays", "{\"username\":[\"admin\"],\"password\":[\"admin\"]}"),
                arguments("rememberMe an operator", "{\"username\":\"admin\",\"password\":\"nope\",\"rememberMe\":{\"$ne\":false}}"),
                arguments("login too long", "{\"username\":\"" + "a".repeat(51) + "\",\"password\":\"admin\"}"),
                arguments("password too long", "{\"username\":\"admin\",\"password\":\"" + "a".repeat(101) + "\"}"),
                arguments("empty strings", "{\"username\":\"\",\"password\":\"\"}"),
                arguments("nulls", "{\"username\":null,\"password\":null}"));
    }

    /**
     * Mongo operator objects, arrays and other values that are no login cannot be read as the login's strings:
     * 400 on the Mongo variants as on the MySQL ones, and no token.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("operatorLogins")
    void operatorOrMistypedLoginIs400(String defect, String body) {
        Response response = target.post("/api/authenticate", body);

        assertConventionalClientError(400, response);
        assertFalse(response.json().has("id_token"), () -> "id_token on a refused login: " + response.describe());
    }

    /** An operator beside the fields is an unknown property, ignored like any other: the wrong password stays wrong. */
    @Test
    void operatorBesideTheFieldsChangesNothing() {
        Response response = target.post("/api/authenticate",
                "{\"username\":\"admin\",\"password\":\"wrong\",\"$where\":\"1 == 1\",\"$or\":[{},{\"a\":1}]}");

        assertClientError(401, response);
        assertFalse(response.json().has("id_token"), () -> "id_token on a refused login: " + response.describe());
    }

    Stream<Arguments> forgedTokens() {
        Jwt valid = Jwt.parse(token);
        ObjectNode none = valid.header().put("alg", "none");
        ObjectNode expired = valid.claims().put("exp", Instant.now().getEpochSecond() - AN_HOUR);
        byte[] otherKey = new byte[64];
        new SecureRandom().nextBytes(otherKey);
        List<Arguments> tokens = new ArrayList<>(List.of(
                arguments("tampered signature", "Bearer " + valid.withTamperedSignature()),
                arguments("alg none", "Bearer " + valid.withHeader(none).withSignature("")),
                arguments("signed with another key", "Bearer " + valid.signedWith(otherKey)),
                arguments("expired (signature kept)", "Bearer " + valid.withClaims(expired)),
                arguments("no Bearer prefix", token),
                arguments("garbage", "Bearer " + "x".repeat(500))));
        if (target.dialect().handWrittenConventions()) {
            // the nine take the scheme case-sensitively; for RFC 7235 "bearer" is "Bearer", and the token is valid
            tokens.add(arguments("lower-case bearer", "bearer " + token));
        }
        target.jwtSecret().ifPresent(secret ->
                tokens.add(arguments("correctly signed, expired", "Bearer " + valid.withClaims(expired).signedWith(secret))));
        return tokens.stream();
    }

    /** A forged token writes nothing: every write is a 401 and the witness keeps its values. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("forgedTokens")
    void forgedTokenCannotWrite(String defect, String authorization) {
        assertClientError(401, target.send("POST", OPERATIONS, operation(DATE, "forged", "1").toString(), authorization));
        assertClientError(401, target.send("PUT", updatePath(), witnessWith("description", "\"forged\""), authorization));
        assertClientError(401, target.send("DELETE", witnessPath(), null, authorization));
    }

    /**
     * A correctly signed token whose login does not exist (a deleted user, say): the token is trusted on its
     * claims alone, as JHipster's stateless JWT is (no user lookup per request, so the operations answer 200),
     * but there is no account to show: 401 with the JSON error body (other dialects: some 4xx), never a 500.
     */
    @Test
    void correctlySignedTokenForALoginThatDoesNotExistHasNoAccount() {
        assumeTrue(target.jwtSecret().isPresent(), "the runner was not given the server's JWT secret");
        Jwt valid = Jwt.parse(token);
        for (String login : List.of("nobody-" + System.nanoTime(), "admin' OR '1'='1", "{\"$gt\":\"\"}")) {
            String forged = valid.withClaims(valid.claims().put("sub", login)).signedWith(target.jwtSecret().orElseThrow()).compact();
            assertConventionalClientError(401, target.get("/api/account", forged));
            assertStatus(200, target.get(OPERATIONS + "?size=1", forged));
        }
    }

    /** A correctly signed token with an empty login is no authentication: 401 everywhere (it was a 500 in the nine). */
    @Test
    void correctlySignedTokenWithAnEmptyLoginIsNoAuthentication() {
        assumeTrue(target.jwtSecret().isPresent(), "the runner was not given the server's JWT secret");
        Jwt valid = Jwt.parse(token);
        String forged = valid.withClaims(valid.claims().put("sub", "")).signedWith(target.jwtSecret().orElseThrow()).compact();

        assertConventionalClientError(401, target.get("/api/account", forged));
        assertConventionalClientError(401, target.get(OPERATIONS + "?size=1", forged));
    }

    /** The same with a sub claim that is no string at all. */
    @Test
    void correctlySignedTokenWithAnObjectAsLoginHasNoAccount() {
        assumeTrue(target.jwtSecret().isPresent(), "the runner was not given the server's JWT secret");
        Jwt valid = Jwt.parse(token);
        ObjectNode claims = valid.claims();
        claims.putObject("sub").put("$gt", "");
        String forged = valid.withClaims(claims).signedWith(target.jwtSecret().orElseThrow()).compact();

        assertClientError(401, target.get("/api/account", forged));
    }
}
