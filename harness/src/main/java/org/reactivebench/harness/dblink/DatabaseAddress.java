package org.reactivebench.harness.dblink;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The one {@code host:port} of a database URL as a variant is given it ({@code jdbc:mysql://host:port/schema?...},
 * {@code mongodb://[user:password@]host:port/db?...}), and the same URL pointed at another port on loopback.
 *
 * @param url the URL it was read from
 */
public record DatabaseAddress(String url, String host, int port) {

  private static final Pattern ADDRESS =
      Pattern.compile("^(jdbc:mysql://|mongodb://)([^/@]*@)?(\\[[^\\]]+]|[^/:,@?]+):(\\d{1,5})(?=[/?]|$)");

  /**
   * @throws IllegalArgumentException for a URL without exactly one {@code host:port} (a replica set's list of hosts,
   *     a missing port, an SRV address), which one proxy cannot stand in for
   */
  public static DatabaseAddress of(String url) {
    Matcher matcher = ADDRESS.matcher(url);
    if (!matcher.find()) {
      throw new IllegalArgumentException("--db-latency needs a database URL with one host:port, e.g. "
          + "jdbc:mysql://127.0.0.1:3306/ or mongodb://127.0.0.1:27017/; not: " + url);
    }
    return new DatabaseAddress(url, matcher.group(3), Integer.parseInt(matcher.group(4)));
  }

  /** The URL with its host and port replaced by 127.0.0.1 and {@code port}; credentials, path and options kept. */
  public String through(int proxyPort) {
    Matcher matcher = ADDRESS.matcher(url);
    matcher.find();
    String credentials = matcher.group(2) == null ? "" : matcher.group(2);
    return matcher.group(1) + credentials + "127.0.0.1:" + proxyPort + url.substring(matcher.end());
  }
}
