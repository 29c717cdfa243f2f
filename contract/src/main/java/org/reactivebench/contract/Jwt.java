package org.reactivebench.contract;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.Base64;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * A compact JWS ({@code header.payload.signature}) taken apart and put back together, to read the
 * claims of a token the server issued and to forge the invalid tokens it must refuse. Immutable;
 * every {@code with…} keeps the other two parts byte for byte.
 */
public final class Jwt {

    private static final Base64.Encoder ENCODER = Base64.getUrlEncoder().withoutPadding();
    private static final Base64.Decoder DECODER = Base64.getUrlDecoder();

    private final String header;
    private final String payload;
    private final String signature;

    private Jwt(String header, String payload, String signature) {
        this.header = header;
        this.payload = payload;
        this.signature = signature;
    }

    public static Jwt parse(String compact) {
        String[] parts = compact.split("\\.", -1);
        if (parts.length != 3) {
            throw new IllegalArgumentException("not a compact JWS (3 dot-separated parts): " + compact);
        }
        return new Jwt(parts[0], parts[1], parts[2]);
    }

    /** An unsigned token: the given header and claims, empty signature. */
    public static Jwt of(ObjectNode header, ObjectNode claims) {
        return new Jwt(encodeJson(header), encodeJson(claims), "");
    }

    public ObjectNode header() {
        return decodeJson(header);
    }

    public ObjectNode claims() {
        return decodeJson(payload);
    }

    public String signature() {
        return signature;
    }

    public Jwt withHeader(ObjectNode newHeader) {
        return new Jwt(encodeJson(newHeader), payload, signature);
    }

    public Jwt withClaims(ObjectNode newClaims) {
        return new Jwt(header, encodeJson(newClaims), signature);
    }

    public Jwt withSignature(String newSignature) {
        return new Jwt(header, payload, newSignature);
    }

    /**
     * The same token with the first signature character changed. The first one, because the last
     * character of an HS512 signature carries 4 padding bits and changing it may not change a byte.
     */
    public Jwt withTamperedSignature() {
        if (signature.isEmpty()) {
            throw new IllegalStateException("no signature to tamper with");
        }
        char replacement = signature.charAt(0) == 'A' ? 'B' : 'A';
        return withSignature(replacement + signature.substring(1));
    }

    /** Signed with {@code key} by the HMAC algorithm its header names (HS256, HS384 or HS512). */
    public Jwt signedWith(byte[] key) {
        String algorithm = switch (header().path("alg").asText()) {
            case "HS256" -> "HmacSHA256";
            case "HS384" -> "HmacSHA384";
            case "HS512" -> "HmacSHA512";
            default -> throw new IllegalStateException("not an HMAC algorithm: " + header().path("alg"));
        };
        try {
            Mac mac = Mac.getInstance(algorithm);
            mac.init(new SecretKeySpec(key, algorithm));
            byte[] digest = mac.doFinal((header + '.' + payload).getBytes(StandardCharsets.US_ASCII));
            return withSignature(ENCODER.encodeToString(digest));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(algorithm + " unavailable", e);
        }
    }

    public String compact() {
        return header + '.' + payload + '.' + signature;
    }

    @Override
    public String toString() {
        return compact();
    }

    private static String encodeJson(ObjectNode node) {
        try {
            return ENCODER.encodeToString(ContractTarget.JSON.writeValueAsBytes(node));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static ObjectNode decodeJson(String part) {
        try {
            return (ObjectNode) ContractTarget.JSON.readTree(DECODER.decode(part));
        } catch (IOException | ClassCastException e) {
            throw new IllegalArgumentException("JWT part is not a JSON object: " + part, e);
        }
    }
}
