package org.reactivebench.harness.launch;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Finds an installed JDK of a given feature release, without a hard-coded path: {@code JAVA_HOME}, the JDK running
 * the harness, the {@code jdkHome} entries of Maven's {@code ~/.m2/toolchains.xml}, then the usual JVM folders. A
 * JDK is told by its {@code release} file.
 *
 * <p>The JVM folders are not written here: they come from {@value #FOLDERS_FILE} on the classpath
 * ({@code harness/src/main/resources/}), the file {@code jhipster/find-jdk.sh} reads too, so that the harness and the
 * build of the generated rows look in the same places.
 */
public final class JdkFinder {

  /** The shared list of JVM folders, a resource at the root of the harness's classpath. */
  static final String FOLDERS_FILE = "jdk-folders.txt";

  /** The folders whose sub-folders are JDKs, in the order of {@value #FOLDERS_FILE}; {@code ~/} is the user's home. */
  static final List<String> JVM_FOLDERS = readFolders();

  private static final Pattern JDK_HOME = Pattern.compile("<jdkHome>\\s*([^<]+?)\\s*</jdkHome>");

  /** A JDK found: its home and what its release file says. */
  public record Jdk(Path home, int feature, String version, String implementor) {

    public Path java() {
      return home.resolve("bin").resolve("java");
    }

    public String describe() {
      return (implementor.isEmpty() ? "" : implementor + " ") + version + " (" + home + ")";
    }
  }

  private JdkFinder() {}

  /** The first JDK of this feature release found, in the order the class comment gives. */
  public static Optional<Jdk> find(int feature) {
    return candidates().stream().map(JdkFinder::read).flatMap(Optional::stream).filter(jdk -> jdk.feature() == feature)
        .findFirst();
  }

  /** The first JDK found of any of these feature releases, in their order of preference. */
  public static Optional<Jdk> findAny(List<Integer> features) {
    for (int feature : features) {
      Optional<Jdk> jdk = find(feature);
      if (jdk.isPresent()) {
        return jdk;
      }
    }
    return Optional.empty();
  }

  /** Where it looked, for the message that names what to install. */
  public static String searched() {
    return "JAVA_HOME, the harness's JDK, ~/.m2/toolchains.xml, " + String.join(", ", JVM_FOLDERS);
  }

  /** The folders of {@value #FOLDERS_FILE}: one a line, {@code #} starts a comment, blank lines are skipped. */
  static List<String> parseFolders(String text) {
    return text.lines().map(line -> line.replaceFirst("#.*", "").strip()).filter(line -> !line.isEmpty()).toList();
  }

  /** The JVM folders as paths, {@code ~/} resolved against the user's home (read at each call). */
  static List<Path> folderPaths() {
    return JVM_FOLDERS.stream()
        .map(folder -> folder.startsWith("~/") ? home().resolve(folder.substring(2)) : Path.of(folder)).toList();
  }

  private static List<String> readFolders() {
    try (InputStream in = JdkFinder.class.getResourceAsStream("/" + FOLDERS_FILE)) {
      if (in == null) {
        throw new IllegalStateException(FOLDERS_FILE + " is missing from the harness's classpath");
      }
      return parseFolders(new String(in.readAllBytes(), StandardCharsets.UTF_8));
    } catch (IOException unreadable) {
      throw new UncheckedIOException(FOLDERS_FILE + " is unreadable", unreadable);
    }
  }

  static List<Path> candidates() {
    Set<Path> homes = new LinkedHashSet<>();
    String javaHome = System.getenv("JAVA_HOME");
    if (javaHome != null && !javaHome.isBlank()) {
      homes.add(Path.of(javaHome));
    }
    homes.add(Path.of(System.getProperty("java.home")));
    homes.addAll(toolchainHomes(home().resolve(".m2/toolchains.xml")));
    for (Path path : folderPaths()) {
      if (Files.isDirectory(path)) {
        try (Stream<Path> children = Files.list(path)) {
          children.filter(Files::isDirectory).sorted().forEach(homes::add);
        } catch (IOException unreadable) {
          // not a folder we may list: look elsewhere
        }
      }
    }
    return new ArrayList<>(homes);
  }

  static List<Path> toolchainHomes(Path toolchains) {
    List<Path> homes = new ArrayList<>();
    if (Files.isRegularFile(toolchains)) {
      try {
        Matcher home = JDK_HOME.matcher(Files.readString(toolchains));
        while (home.find()) {
          homes.add(Path.of(home.group(1)));
        }
      } catch (IOException unreadable) {
        return homes;
      }
    }
    return homes;
  }

  /** The JDK in a folder, from its release file; empty if the folder is no JDK (or only a JRE without javac). */
  static Optional<Jdk> read(Path home) {
    Path release = home.resolve("release");
    if (!Files.isRegularFile(release) || !Files.isExecutable(home.resolve("bin/java"))) {
      return Optional.empty();
    }
    Properties properties = new Properties();
    try (var reader = Files.newBufferedReader(release)) {
      properties.load(reader);
    } catch (IOException | IllegalArgumentException unreadable) {
      return Optional.empty();
    }
    String version = unquote(properties.getProperty("JAVA_VERSION", ""));
    Matcher feature = Pattern.compile("^(?:1\\.)?(\\d+)").matcher(version);
    if (!feature.find()) {
      return Optional.empty();
    }
    return Optional.of(new Jdk(home.toAbsolutePath().normalize(), Integer.parseInt(feature.group(1)), version,
        unquote(properties.getProperty("IMPLEMENTOR", ""))));
  }

  private static String unquote(String value) {
    return value.replaceAll("^\"|\"$", "").trim();
  }

  private static Path home() {
    return Path.of(System.getProperty("user.home"));
  }
}
