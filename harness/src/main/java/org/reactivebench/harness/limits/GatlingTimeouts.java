package org.reactivebench.harness.limits;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.reactivebench.harness.Numbers;
import org.reactivebench.harness.results.Limit;

/**
 * The load generator's timeouts, read from the two files its JVM loads them from: the scenario's own
 * {@code gatling.conf} (which states only what differs) over the {@code gatling-defaults.conf} inside Gatling's core
 * jar. A request still unanswered after the request timeout is a KO ("Request timeout to ... after N ms").
 */
public final class GatlingTimeouts {

  static final String CUSTOM = "gatling.conf";
  static final String DEFAULTS = "gatling-defaults.conf";

  /** The settings read: name in Gatling's configuration, and what it limits. */
  private static final List<String[]> SETTINGS = List.of(
      new String[] {"requestTimeout", "request timeout of the load generator"},
      new String[] {"connectTimeout", "connect timeout of the load generator"});

  private GatlingTimeouts() {}

  /** From the scenario module's built jar and its libraries; empty where neither can be read. */
  public static List<Limit> read(Path scenarioModule) {
    Optional<String> custom = entry(scenarioModule.resolve("target/scenario.jar"), CUSTOM);
    Optional<String> defaults = coreJar(scenarioModule.resolve("target/lib")).flatMap(jar -> entry(jar, DEFAULTS));
    return of(custom.orElse(""), defaults.orElse(""), defaults.isPresent());
  }

  /**
   * @param custom the scenario's {@code gatling.conf}
   * @param defaults Gatling's {@code gatling-defaults.conf}
   * @param defaultsRead whether the defaults could be read at all
   */
  static List<Limit> of(String custom, String defaults, boolean defaultsRead) {
    List<Limit> limits = new ArrayList<>();
    for (String[] setting : SETTINGS) {
      OptionalLong own = setting(custom, setting[0]);
      OptionalLong fallback = setting(defaults, setting[0]);
      if (own.isPresent()) {
        limits.add(new Limit(setting[1], seconds(own.getAsLong()), false, "the scenario's " + CUSTOM + " ("
            + setting[0] + ")"));
      } else if (fallback.isPresent()) {
        limits.add(new Limit(setting[1], seconds(fallback.getAsLong()), false, "Gatling's " + DEFAULTS + " ("
            + setting[0] + "; the scenario's " + CUSTOM + " leaves it)"));
      } else if (!defaultsRead) {
        limits.add(new Limit(setting[1], "not known", false, "Gatling's " + DEFAULTS + " could not be read"));
      }
    }
    return limits;
  }

  /** A millisecond setting of a HOCON file, {@code name = 60000}, outside comments; empty if it is not set. */
  static OptionalLong setting(String conf, String name) {
    Matcher matcher = Pattern.compile("^\\s*" + Pattern.quote(name) + "\\s*[=:]\\s*(\\d+)", Pattern.MULTILINE)
        .matcher(conf);
    return matcher.find() ? OptionalLong.of(Long.parseLong(matcher.group(1))) : OptionalLong.empty();
  }

  private static String seconds(long milliseconds) {
    return Numbers.plain(milliseconds / 1000.0) + " s";
  }

  private static Optional<Path> coreJar(Path lib) {
    if (!Files.isDirectory(lib)) {
      return Optional.empty();
    }
    try (Stream<Path> jars = Files.list(lib)) {
      return jars.filter(jar -> jar.getFileName().toString().matches("gatling-core-\\d.*\\.jar")).findFirst();
    } catch (IOException e) {
      return Optional.empty();
    }
  }

  private static Optional<String> entry(Path jar, String name) {
    if (!Files.isRegularFile(jar)) {
      return Optional.empty();
    }
    try (ZipFile zip = new ZipFile(jar.toFile())) {
      ZipEntry entry = zip.getEntry(name);
      if (entry == null) {
        return Optional.empty();
      }
      try (InputStream in = zip.getInputStream(entry)) {
        return Optional.of(new String(in.readAllBytes(), StandardCharsets.UTF_8));
      }
    } catch (IOException e) {
      return Optional.empty();
    }
  }
}
