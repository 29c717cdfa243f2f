package org.reactivebench.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import org.junit.jupiter.api.Test;

class JwtTest {

    /** RFC 7515, appendix A.1 (HS256), including its CRLF-laden header and payload. */
    private static final String RFC_7515_A1 = "eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9"
            + ".eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ"
            + ".dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
    private static final String RFC_7515_A1_KEY =
            "AyM1SysPpbyDfgZld3umj1qzKObwVMkoqQ-EstJQLr_T-1qS0gZH75aKtMN3Yj0iPS4hcgUuTwjAzZr1Z9CAow";

    /** HS512 over {"alg":"HS512"} and a JHipster-like payload, computed with another HMAC implementation. */
    private static final String HS512_TOKEN = "eyJhbGciOiJIUzUxMiJ9"
            + ".eyJzdWIiOiJhZG1pbiIsImF1dGgiOiJST0xFX0FETUlOLFJPTEVfVVNFUiIsImV4cCI6MTcwMDAwMDAwMH0"
            + ".TzmuUDXbjnSa3YIsbbJlACeoIAQxEMDdc-JQfIBvBNVJQDvvgYomIiFc9DrSkxtJH51wjCbl7aXFW7pKwi4eJg";
    private static final byte[] HS512_KEY =
            "a-64-byte-test-key-for-the-contract-suite-helpers-0123456789abcd".getBytes(StandardCharsets.US_ASCII);

    @Test
    void readsHeaderAndClaims() {
        Jwt jwt = Jwt.parse(HS512_TOKEN);

        assertEquals("HS512", jwt.header().path("alg").asText());
        assertEquals("admin", jwt.claims().path("sub").asText());
        assertEquals("ROLE_ADMIN,ROLE_USER", jwt.claims().path("auth").asText());
        assertEquals(1_700_000_000L, jwt.claims().path("exp").asLong());
    }

    @Test
    void compactFormRoundTrips() {
        assertEquals(HS512_TOKEN, Jwt.parse(HS512_TOKEN).compact());
    }

    @Test
    void signsLikeRfc7515() {
        Jwt example = Jwt.parse(RFC_7515_A1);

        assertEquals(example.signature(), example.signedWith(Base64.getUrlDecoder().decode(RFC_7515_A1_KEY)).signature());
    }

    @Test
    void signsHs512() {
        Jwt token = Jwt.parse(HS512_TOKEN);

        assertEquals(token.signature(), token.withSignature("").signedWith(HS512_KEY).signature());
    }

    @Test
    void newClaimsKeepHeaderAndSignature() {
        Jwt token = Jwt.parse(HS512_TOKEN);

        Jwt expired = token.withClaims(token.claims().put("exp", 1L));

        String[] before = HS512_TOKEN.split("\\.");
        String[] after = expired.compact().split("\\.");
        assertEquals(before[0], after[0]);
        assertNotEquals(before[1], after[1]);
        assertEquals(before[2], after[2]);
        assertEquals(1L, expired.claims().path("exp").asLong());
        assertEquals("admin", expired.claims().path("sub").asText());
        assertFalse(after[1].contains("="), "base64url without padding");
    }

    @Test
    void tamperedSignatureDiffersInItsFirstByte() {
        Jwt token = Jwt.parse(HS512_TOKEN);

        byte[] original = Base64.getUrlDecoder().decode(token.signature());
        byte[] tampered = Base64.getUrlDecoder().decode(token.withTamperedSignature().signature());

        assertEquals(original.length, tampered.length);
        assertNotEquals(original[0], tampered[0]);
    }

    @Test
    void unsignedTokenEndsWithADot() {
        Jwt token = Jwt.parse(HS512_TOKEN);

        String none = token.withHeader(token.header().put("alg", "none")).withSignature("").compact();

        assertTrue(none.endsWith("."));
        assertEquals("none", Jwt.parse(none).header().path("alg").asText());
    }

    @Test
    void refusesWhatIsNotACompactJws() {
        assertThrows(IllegalArgumentException.class, () -> Jwt.parse("garbage"));
        assertThrows(IllegalArgumentException.class, () -> Jwt.parse("a.b.c").claims());
    }
}
