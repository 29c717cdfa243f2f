package org.reactivebench.harness.cli;

import java.io.BufferedReader;
import java.io.File;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.reactivebench.harness.Workspace;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "generate", description = {
    "Regenerate the JHipster rows from jhipster/operations.jdl and compare them with the committed files.",
    "Installs the pinned generator-jhipster and the Node it needs from the npm registry into .matrix/jhipster/ (once),",
    "generates the four apps into a temporary folder, re-applies the edits listed in jhipster/README.md, and compares.",
    "Exit code 0 when regenerating gives the committed files, 1 when it does not (the differences are listed), 2 when",
    "it could not regenerate (npm registry unreachable, npm install or the generator failed twice, an edit that no",
    "longer applies)."})
public final class GenerateCommand implements Callable<Integer> {

  static final String SCRIPT = "jhipster/generate.sh";

  @Option(names = "--write", description = "Overwrite the committed rows with what the generator makes, instead of "
      + "only comparing.")
  boolean write;

  @Override
  public Integer call() throws Exception {
    Path root = Workspace.defaultRoot();
    Path script = root.resolve(SCRIPT);
    if (!Files.isRegularFile(script)) {
      throw new IllegalStateException(SCRIPT + " is missing: this checkout has no generated rows");
    }
    List<String> command = new ArrayList<>(List.of("bash", script.toString(), write ? "--write" : "--check"));
    // No terminal input for npm and node (node would switch a shared stdin to non-blocking), and their output
    // through this JVM's System.out, which is where a caller (or a test) reads the command's output.
    Process generate = new ProcessBuilder(command).directory(root.toFile())
        .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null"))).redirectErrorStream(true).start();
    try (BufferedReader output = new BufferedReader(
        new InputStreamReader(generate.getInputStream(), StandardCharsets.UTF_8))) {
      output.lines().forEach(System.out::println);
    } finally {
      if (generate.isAlive()) {
        generate.destroy();
      }
    }
    return generate.waitFor();
  }
}
