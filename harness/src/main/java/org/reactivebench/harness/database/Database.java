package org.reactivebench.harness.database;

import java.util.List;

/** A database server the variants of one kind (MySQL or Mongo) run against. */
public interface Database extends AutoCloseable {

  /** Product and version as the server reports them, and how it was provided. */
  String product();

  /**
   * Creates an empty database (schema) named {@code name}, dropping any earlier one of that name.
   *
   * @return the Spring Boot arguments that point a variant at it
   */
  List<String> freshSchema(String name) throws Exception;

  /** The server process, when the harness started it, to read its CPU time. */
  default java.util.Optional<org.reactivebench.harness.process.ChildProcess> serverProcess() {
    return java.util.Optional.empty();
  }

  @Override
  void close();
}
