package org.reactivebench.harness.database;

import org.reactivebench.harness.process.ServerProcess;
import java.util.Map;

/** A database server the variants of one kind (MySQL or Mongo) run against. */
public interface Database extends AutoCloseable {

  /** Product and version as the server reports them, and how it was provided. */
  String product();

  /**
   * Creates an empty database (schema) named {@code name}, dropping any earlier one of that name.
   *
   * @return the Spring Boot properties that point a variant at it ({@code spring.datasource.*} or
   *     {@code spring.data.mongodb.uri})
   */
  Map<String, String> freshSchema(String name) throws Exception;

  /** The server process, when the harness runs it: to read its CPU time, or restart it. */
  default java.util.Optional<ServerProcess> server() {
    return java.util.Optional.empty();
  }

  /**
   * The GC log of the server's JVM, when the harness runs the server in a JVM that writes one
   * ({@link org.reactivebench.harness.launch.JvmFlags#gcLog}): to place its pauses in a load's steps.
   */
  default java.util.Optional<java.nio.file.Path> gcLog() {
    return java.util.Optional.empty();
  }

  /** Number of rows (documents) in a table (collection) of a schema (database). */
  long count(String schema, String table) throws Exception;

  @Override
  void close();
}
