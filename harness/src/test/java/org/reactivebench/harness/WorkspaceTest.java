package org.reactivebench.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.reactivebench.harness.results.SummaryStore;

class WorkspaceTest {

  @TempDir
  Path root;

  @Test
  void commandsStartedInTheSameSecondGetTheirOwnRunFolder() throws Exception {
    int commands = 8;
    CountDownLatch start = new CountDownLatch(1);
    ExecutorService pool = Executors.newFixedThreadPool(commands);
    List<Future<Workspace>> created = new ArrayList<>();
    try {
      for (int i = 0; i < commands; i++) {
        Callable<Workspace> create = () -> {
          start.await();
          return Workspace.create(root, null, "serve", false);
        };
        created.add(pool.submit(create));
      }
      start.countDown();
      Set<String> ids = new TreeSet<>();
      for (Future<Workspace> workspace : created) {
        Workspace made = workspace.get();
        ids.add(made.runId());
        assertTrue(Files.isRegularFile(made.runFolder().resolve(Workspace.OWNER_FILE)), "its owner is recorded");
      }
      assertEquals(commands, ids.size(), "every command has its own run id: " + ids);
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void runsGoToTheLocalTreeUnlessPublished() throws Exception {
    Workspace local = Workspace.create(root, null, "smoke", false);
    Workspace published = Workspace.create(root, null, "smoke", true);
    assertEquals(root.resolve(".matrix").resolve(Workspace.LOCAL_RESULTS), local.results());
    assertEquals(root, published.results());
    assertTrue(published.published() && !local.published());
  }

  @Test
  void aPublishedRunReachesTheProjectOnlyWhenItIsPublished() throws Exception {
    Path committed = Files.createDirectories(root.resolve("mysql-spring5/gatling-results/20261101-000000-capacity"));
    Workspace published = Workspace.create(root, null, "capacity", true);
    Path written = published.writing().resolve("mysql-spring5/gatling-results").resolve(published.runId() + "-r1");
    Files.createDirectories(written.resolve("gatling"));
    Files.writeString(written.resolve("summary.json"), "{}");
    assertTrue(written.startsWith(published.runFolder()), "it writes inside its run folder: " + written);
    assertEquals(List.of(committed), listed(root.resolve("mysql-spring5/gatling-results")),
        "until it is published, the project holds only the runs committed before");

    List<Path> moved = published.publish();

    Path landed = root.resolve("mysql-spring5/gatling-results").resolve(published.runId() + "-r1");
    assertEquals(List.of(landed), moved);
    assertEquals("{}", Files.readString(landed.resolve("summary.json")));
    assertTrue(Files.isDirectory(landed.resolve("gatling")), "the whole result folder moves");
    assertTrue(Files.notExists(published.writing()), "nothing is left to publish");
    assertTrue(Files.isDirectory(committed), "the committed run stays");
  }

  @Test
  void aRepetitionThatDidNotFinishStaysInTheRunFolder() throws Exception {
    Workspace published = Workspace.create(root, null, "capacity", true);
    Path results = published.writing().resolve("mongo-spring5/gatling-results");
    Path finished = Files.createDirectories(results.resolve(published.runId() + "-r2"));
    Files.writeString(finished.resolve("summary.json"), "{}");
    Path failed = Files.createDirectories(results.resolve(published.runId() + "-r3").resolve("gatling"));
    SummaryStore.markIncomplete(failed.getParent());

    List<Path> moved = published.publish();

    Path gatlingResults = root.resolve("mongo-spring5/gatling-results");
    assertEquals(List.of(gatlingResults.resolve(published.runId() + "-r2")), moved);
    assertEquals(List.of(gatlingResults.resolve(published.runId() + "-r2")), listed(gatlingResults));
    Path kept = published.runFolder().resolve(Workspace.UNFINISHED).resolve("mongo-spring5/gatling-results")
        .resolve(published.runId() + "-r3");
    assertTrue(Files.exists(kept.resolve(SummaryStore.INCOMPLETE_MARKER)), "kept for a look: " + kept);
    assertTrue(Files.notExists(published.writing()), "nothing is left to publish");
  }

  @Test
  void aLocalRunWritesStraightIntoItsResultsAndPublishesNothing() throws Exception {
    Workspace local = Workspace.create(root, null, "smoke", false);
    Path written = Files.createDirectories(local.writing().resolve("mysql-spring5/gatling-results/x"));
    assertEquals(local.results(), local.writing());
    assertEquals(List.of(), local.publish());
    assertTrue(Files.isDirectory(written));
  }

  private static List<Path> listed(Path folder) throws java.io.IOException {
    try (java.util.stream.Stream<Path> entries = Files.list(folder)) {
      return entries.sorted().toList();
    }
  }
}
