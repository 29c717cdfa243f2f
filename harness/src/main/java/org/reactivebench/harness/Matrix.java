package org.reactivebench.harness;

import java.util.ArrayList;
import java.util.List;
import org.reactivebench.harness.cli.CleanCommand;
import org.reactivebench.harness.cli.GenerateCommand;
import org.reactivebench.harness.cli.HeadroomCommand;
import org.reactivebench.harness.cli.LinkAccuracyCommand;
import org.reactivebench.harness.cli.ListCommand;
import org.reactivebench.harness.cli.ReportCommand;
import org.reactivebench.harness.cli.RunCommand;
import org.reactivebench.harness.cli.ServeCommand;
import org.reactivebench.harness.cli.VerifyCommand;
import org.reactivebench.harness.process.ChildProcesses;
import org.reactivebench.harness.profile.Profile;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.ScopeType;

/** The {@code matrix} command: databases, launch, verification, load, results and comparison of the variants. */
@Command(name = "matrix", mixinStandardHelpOptions = true, scope = ScopeType.INHERIT, version = "matrix 1.0",
    usageHelpWidth = 120,
    description = "Benchmark the JHipster-style Operation API across Spring 4, Spring 5 and reactive Spring variants.",
    subcommands = {ListCommand.class, ServeCommand.class, VerifyCommand.class, RunCommand.class,
        ReportCommand.class, HeadroomCommand.class, LinkAccuracyCommand.class, CleanCommand.class,
        GenerateCommand.class, CommandLine.HelpCommand.class})
public final class Matrix implements Runnable {

  public static void main(String[] args) {
    System.exit(execute(args));
  }

  /** Runs a command line and returns its exit code; bad arguments are answered with a message and the usage. */
  public static int execute(String... args) {
    CommandLine commandLine = new CommandLine(new Matrix());
    commandLine.getSubcommands().get("run").getCommandSpec().usageMessage().footer(profiles());
    commandLine.setExecutionExceptionHandler((exception, line, parseResult) -> {
      if (exception instanceof IllegalArgumentException || exception instanceof IllegalStateException) {
        line.getErr().println("matrix: " + exception.getMessage());
        return 2;
      }
      if (ChildProcesses.get().interrupted()) {
        return 130; // the shutdown hook has reported the interrupt once; what the command was doing is not news
      }
      throw exception;
    });
    return commandLine.execute(args);
  }

  /** The profiles, each in a sentence, under ./matrix help run. */
  private static String[] profiles() {
    List<String> lines = new ArrayList<>();
    lines.add("");
    lines.add("Profiles:");
    for (Profile profile : Profile.values()) {
      lines.add("  " + profile.label() + ": " + profile.description().replace("%", "%%") + ".");
    }
    return lines.toArray(String[]::new);
  }

  @Override
  public void run() {
    new CommandLine(this).usage(System.out);
  }
}
