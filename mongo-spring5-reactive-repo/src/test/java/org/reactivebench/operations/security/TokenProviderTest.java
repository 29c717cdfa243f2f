package org.reactivebench.operations.security;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertNull;

import io.jsonwebtoken.Jwts;
import io.jsonwebtoken.SignatureAlgorithm;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.stream.Collectors;
import org.junit.Test;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.GrantedAuthority;
import org.springframework.security.core.authority.AuthorityUtils;

public class TokenProviderTest {

    private static final String SECRET = Base64.getEncoder().encodeToString(
        "a-test-secret-that-is-long-enough-for-hs512-0123456789abcdef0123456789".getBytes(StandardCharsets.UTF_8));

    private final TokenProvider tokenProvider = new TokenProvider(SECRET, 60, 3600);

    private static Authentication admin() {
        return new UsernamePasswordAuthenticationToken("admin", "admin",
            AuthorityUtils.createAuthorityList("ROLE_ADMIN", "ROLE_USER"));
    }

    @Test
    public void aTokenReadsBackAsItsAuthentication() {
        Authentication authentication = tokenProvider.getAuthentication(tokenProvider.createToken(admin(), false));
        assertNotNull(authentication);
        assertEquals("admin", authentication.getName());
        assertEquals("ROLE_ADMIN,ROLE_USER", authentication.getAuthorities().stream()
            .map(GrantedAuthority::getAuthority).collect(Collectors.joining(",")));
    }

    @Test
    public void aTokenCarriesSubjectAuthoritiesAndExpiry() {
        String token = tokenProvider.createToken(admin(), true);
        String header = new String(Base64.getUrlDecoder().decode(token.split("\\.")[0]), StandardCharsets.UTF_8);
        assertEquals("{\"alg\":\"HS512\"}", header);
        long exp = Jwts.parser().setSigningKey(Base64.getDecoder().decode(SECRET)).parseClaimsJws(token)
            .getBody().getExpiration().getTime();
        long remaining = exp / 1000 - System.currentTimeMillis() / 1000;
        assertEquals(3600, remaining, 5);
    }

    @Test
    public void aTamperedTokenIsRejected() {
        String token = tokenProvider.createToken(admin(), false);
        String[] parts = token.split("\\.");
        String payload = Base64.getUrlEncoder().withoutPadding().encodeToString(
            "{\"sub\":\"user\",\"auth\":\"ROLE_ADMIN\",\"exp\":9999999999}".getBytes(StandardCharsets.UTF_8));
        assertNull(tokenProvider.getAuthentication(parts[0] + "." + payload + "." + parts[2]));
        // change a character inside the signature (the last one also holds unused padding bits)
        int i = token.length() - 10;
        String changed = token.substring(0, i) + (token.charAt(i) == 'A' ? 'B' : 'A') + token.substring(i + 1);
        assertNull(tokenProvider.getAuthentication(changed));
    }

    @Test
    public void anUnsignedTokenIsRejected() {
        String header = Base64.getUrlEncoder().withoutPadding().encodeToString(
            "{\"alg\":\"none\"}".getBytes(StandardCharsets.UTF_8));
        String payload = Base64.getUrlEncoder().withoutPadding().encodeToString(
            "{\"sub\":\"admin\",\"auth\":\"ROLE_ADMIN\",\"exp\":9999999999}".getBytes(StandardCharsets.UTF_8));
        assertNull(tokenProvider.getAuthentication(header + "." + payload + "."));
        assertNull(tokenProvider.getAuthentication(Jwts.builder().setSubject("admin").compact()));
    }

    @Test
    public void aSignedTokenWithoutALoginIsRejected() {
        byte[] key = Base64.getDecoder().decode(SECRET);
        assertNull(tokenProvider.getAuthentication(
            Jwts.builder().claim("sub", "").claim("auth", "ROLE_ADMIN").signWith(SignatureAlgorithm.HS512, key).compact()));
        assertNull(tokenProvider.getAuthentication(
            Jwts.builder().claim("auth", "ROLE_ADMIN").signWith(SignatureAlgorithm.HS512, key).compact()));
    }

    @Test
    public void anExpiredTokenIsRejected() {
        TokenProvider expired = new TokenProvider(SECRET, -60, -60);
        assertNull(tokenProvider.getAuthentication(expired.createToken(admin(), false)));
    }

    @Test
    public void aTokenSignedWithAnotherKeyIsRejected() {
        String otherSecret = Base64.getEncoder().encodeToString(
            "another-secret-that-is-long-enough-for-hs512-0123456789abcdef0123456789".getBytes(StandardCharsets.UTF_8));
        String token = new TokenProvider(otherSecret, 60, 60).createToken(admin(), false);
        assertNull(tokenProvider.getAuthentication(token));
    }

    @Test
    public void garbageIsRejected() {
        String[] garbage = {"", " ", "abc", "a.b.c", "..", "{}.{}.{}", "eyJhbGciOiJIUzUxMiJ9..", "eyJhbGciOiJSUzI1NiJ9.e30.AAAA",
            "eyJhbGciOiJmb28ifQ.e30.AAAA", "%%%.%%%.%%%"};
        for (String token : garbage) {
            assertNull(token, tokenProvider.getAuthentication(token));
        }
    }
}
