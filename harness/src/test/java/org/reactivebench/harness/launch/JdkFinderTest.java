package org.reactivebench.harness.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.reactivebench.harness.Workspace;

/**
 * The JVM folders are one list, {@code harness/src/main/resources/jdk-folders.txt}, that the harness and
 * {@code jhipster/find-jdk.sh} both search: these tests fail when a folder of that file is not searched by either.
 */
class JdkFinderTest {

  private static final String SHARED_LIST = "harness/src/main/resources/jdk-folders.txt";

  /** The committed file, read here independently of JdkFinder: the folder lines, without comments or blanks. */
  private static List<String> sharedFolders() throws IOException {
    List<String> folders = new ArrayList<>();
    for (String line : Files.readAllLines(Workspace.defaultRoot().resolve(SHARED_LIST))) {
      String folder = line.strip();
      if (!folder.isEmpty() && !folder.startsWith("#")) {
        folders.add(folder);
      }
    }
    return folders;
  }

  @Test
  void theHarnessSearchesTheFoldersOfTheSharedListInItsOrder() throws IOException {
    List<String> shared = sharedFolders();
    assertFalse(shared.isEmpty(), SHARED_LIST + " lists no folder");
    assertEquals(shared, JdkFinder.JVM_FOLDERS);
    Path home = Path.of(System.getProperty("user.home"));
    List<Path> expected = shared.stream()
        .map(folder -> folder.startsWith("~/") ? home.resolve(folder.substring(2)) : Path.of(folder)).toList();
    assertEquals(expected, JdkFinder.folderPaths());
    for (String folder : shared) {
      assertTrue(JdkFinder.searched().contains(folder), JdkFinder.searched());
    }
  }

  @Test
  void findJdkReadsTheSharedListAndWritesNoFolderOfItsOwn() throws IOException {
    String script = Files.readString(Workspace.defaultRoot().resolve("jhipster/find-jdk.sh"));
    assertTrue(script.contains(SHARED_LIST), "find-jdk.sh does not read " + SHARED_LIST);
    for (String folder : sharedFolders()) {
      assertFalse(script.contains(folder), "find-jdk.sh names " + folder + " itself instead of reading the list");
    }
  }

  @Test
  void commentsAndBlankLinesAreNotFolders() {
    assertEquals(List.of("/opt/java", "~/.jdks"), JdkFinder.parseFolders("# JVM folders\n\n /opt/java \n~/.jdks # sdk\n"));
  }

  /**
   * A fake JDK of its own feature release in every folder of the list under the home folder: the harness and
   * find-jdk.sh both find each, so neither skips a folder of the list. (The absolute folders cannot be faked here.)
   */
  @Test
  void bothFindAJdkInEveryHomeFolderOfTheList(@TempDir Path temp) throws Exception {
    Path home = temp.toRealPath();
    List<String> homeFolders = sharedFolders().stream().filter(folder -> folder.startsWith("~/")).toList();
    assumeTrue(!homeFolders.isEmpty(), "the list has no folder under the home folder");
    List<Path> jdks = new ArrayList<>();
    for (int i = 0; i < homeFolders.size(); i++) {
      jdks.add(fakeJdk(home.resolve(homeFolders.get(i).substring(2)).resolve("fake-jdk"), 900 + i));
    }

    String userHome = System.getProperty("user.home");
    System.setProperty("user.home", home.toString());
    try {
      for (int i = 0; i < jdks.size(); i++) {
        Optional<JdkFinder.Jdk> found = JdkFinder.find(900 + i);
        assertEquals(Optional.of(jdks.get(i)), found.map(JdkFinder.Jdk::home), "JdkFinder in " + homeFolders.get(i));
      }
    } finally {
      System.setProperty("user.home", userHome);
    }

    Path script = Workspace.defaultRoot().resolve("jhipster/find-jdk.sh");
    assumeTrue(Files.isExecutable(Path.of("/bin/bash")), "no bash");
    for (int i = 0; i < jdks.size(); i++) {
      ProcessBuilder builder = new ProcessBuilder("bash", script.toString(), String.valueOf(900 + i))
          .redirectErrorStream(true);
      builder.environment().put("HOME", home.toString());
      builder.environment().remove("JAVA_HOME");
      Process process = builder.start();
      String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
      assertTrue(process.waitFor(30, TimeUnit.SECONDS), "find-jdk.sh did not end");
      assertEquals(0, process.exitValue(), output);
      assertEquals(jdks.get(i).toString(), output, "find-jdk.sh in " + homeFolders.get(i));
    }
  }

  /** A folder that both finders take for a JDK of this feature release: a release file, bin/java and bin/javac. */
  private static Path fakeJdk(Path home, int feature) throws IOException {
    Files.createDirectories(home.resolve("bin"));
    Files.writeString(home.resolve("release"), "IMPLEMENTOR=\"test\"\nJAVA_VERSION=\"" + feature + ".0.1\"\n");
    for (String tool : List.of("java", "javac")) {
      Path file = Files.writeString(home.resolve("bin").resolve(tool), "#!/bin/sh\nexit 0\n");
      assertTrue(file.toFile().setExecutable(true), "cannot make " + file + " executable");
    }
    return home;
  }
}
