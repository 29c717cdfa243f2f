package org.reactivebench.contract;

import java.net.URI;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** An RFC 5988 {@code Link} header, as relation name to target URI. */
public final class LinkHeader {

    private static final Pattern LINK = Pattern.compile("<([^>]*)>\\s*;\\s*rel=\"?([^\",;]+)\"?");

    private final Map<String, URI> links;

    private LinkHeader(Map<String, URI> links) {
        this.links = links;
    }

    public static LinkHeader parse(String value) {
        Map<String, URI> links = new LinkedHashMap<>();
        Matcher matcher = LINK.matcher(value);
        while (matcher.find()) {
            links.put(matcher.group(2).trim(), URI.create(matcher.group(1).trim()));
        }
        return new LinkHeader(links);
    }

    public Map<String, URI> links() {
        return Map.copyOf(links);
    }

    public Optional<URI> get(String rel) {
        return Optional.ofNullable(links.get(rel));
    }

    /** The value of query parameter {@code name} in the link {@code rel}, if both are there and it is a number. */
    public OptionalInt intParameter(String rel, String name) {
        return get(rel).map(uri -> queryParameter(uri, name)).orElse(OptionalInt.empty());
    }

    private static OptionalInt queryParameter(URI uri, String name) {
        String query = uri.getRawQuery();
        if (query == null) {
            return OptionalInt.empty();
        }
        for (String pair : query.split("&")) {
            int equals = pair.indexOf('=');
            if (equals > 0 && pair.substring(0, equals).equals(name)) {
                try {
                    return OptionalInt.of(Integer.parseInt(pair.substring(equals + 1)));
                } catch (NumberFormatException e) {
                    return OptionalInt.empty();
                }
            }
        }
        return OptionalInt.empty();
    }

    @Override
    public String toString() {
        return links.toString();
    }
}
