package org.reactivebench.operations.security;

import io.jsonwebtoken.Claims;
import io.jsonwebtoken.JwtException;
import io.jsonwebtoken.Jwts;
import io.jsonwebtoken.SignatureAlgorithm;
import java.util.Arrays;
import java.util.Base64;
import java.util.Collection;
import java.util.Date;
import java.util.Collections;
import java.util.stream.Collectors;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.GrantedAuthority;
import org.springframework.security.core.authority.SimpleGrantedAuthority;
import org.springframework.security.core.userdetails.User;
import org.springframework.stereotype.Component;

/** Issues and reads the HS512 JWTs: claims sub (login), auth (comma-joined authorities), exp. */
@Component
public class TokenProvider {

    private static final String AUTHORITIES_KEY = "auth";

    private final byte[] secretKey;
    private final long validityMillis;
    private final long rememberMeValidityMillis;

    public TokenProvider(@Value("${bench.jwt.secret}") String base64Secret,
                         @Value("${bench.jwt.token-validity-seconds}") long validitySeconds,
                         @Value("${bench.jwt.token-validity-seconds-for-remember-me}") long rememberMeValiditySeconds) {
        this.secretKey = Base64.getDecoder().decode(base64Secret);
        this.validityMillis = validitySeconds * 1000;
        this.rememberMeValidityMillis = rememberMeValiditySeconds * 1000;
    }

    public String createToken(Authentication authentication, boolean rememberMe) {
        String authorities = authentication.getAuthorities().stream()
            .map(GrantedAuthority::getAuthority)
            .collect(Collectors.joining(","));
        long validity = rememberMe ? rememberMeValidityMillis : validityMillis;
        return Jwts.builder()
            .setSubject(authentication.getName())
            .claim(AUTHORITIES_KEY, authorities)
            .setExpiration(new Date(System.currentTimeMillis() + validity))
            .signWith(SignatureAlgorithm.HS512, secretKey)
            .compact();
    }

    /**
     * The authentication a token stands for, built from its claims alone (no database access),
     * or null if the token is unsigned, wrongly signed, expired, malformed or names no login.
     */
    public Authentication getAuthentication(String token) {
        Claims claims;
        try {
            claims = Jwts.parser().setSigningKey(secretKey).parseClaimsJws(token).getBody();
        } catch (JwtException | IllegalArgumentException e) {
            return null;
        }
        if (claims.getSubject() == null || claims.getSubject().isEmpty()) {
            return null; // an empty login would fail in User's constructor, a 500
        }
        Object auth = claims.get(AUTHORITIES_KEY);
        Collection<GrantedAuthority> authorities = auth == null ? Collections.emptyList()
            : Arrays.stream(auth.toString().split(","))
                .filter(name -> !name.isEmpty())
                .map(SimpleGrantedAuthority::new)
                .collect(Collectors.toList());
        User principal = new User(claims.getSubject(), "", authorities);
        return new UsernamePasswordAuthenticationToken(principal, token, authorities);
    }
}
