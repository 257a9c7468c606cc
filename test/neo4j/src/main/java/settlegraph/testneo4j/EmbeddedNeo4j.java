package settlegraph.testneo4j;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.Writer;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.neo4j.configuration.GraphDatabaseInternalSettings;
import org.neo4j.configuration.GraphDatabaseSettings;
import org.neo4j.configuration.connectors.BoltConnector;
import org.neo4j.configuration.connectors.ConnectorPortRegister;
import org.neo4j.configuration.connectors.ConnectorType;
import org.neo4j.configuration.connectors.HttpConnector;
import org.neo4j.configuration.connectors.HttpsConnector;
import org.neo4j.configuration.helpers.SocketAddress;
import org.neo4j.dbms.api.DatabaseManagementService;
import org.neo4j.dbms.api.DatabaseManagementServiceBuilder;
import org.neo4j.graphdb.GraphDatabaseService;
import org.neo4j.io.ByteUnit;
import org.neo4j.kernel.internal.GraphDatabaseAPI;

/**
 * A Neo4j for the test suite: real Cypher and real Bolt, no Docker.
 *
 * <p>Usage: {@code EmbeddedNeo4j [port [dataDir]]}. Port 0 (the default) lets the OS pick, which is
 * race-free when several launchers start at once; the bound port is read back and announced as the
 * one stdout line {@code READY bolt://127.0.0.1:<port>}. The parent must keep our stdin open: EOF
 * on stdin means the parent is gone, and we exit rather than linger as an orphan JVM.
 *
 * <p>Before that line it prints {@code CONTROL <port>}: a loopback port that takes one command a
 * connection, {@code stop} (Neo4j shut down cleanly, as at exit, answered {@code STOPPED}) or
 * {@code start} (Neo4j started again in this JVM on the same directory and Bolt port, answered
 * with the READY line). A test that needs Neo4j to stop and come back uses it instead of a new
 * JVM, whose start and first statements cost ten times the CPU of a restart in a warm one.
 *
 * <p>Without {@code dataDir} the database lives in a fresh temporary directory, deleted on exit.
 * With it, the database lives in that directory (created if missing) and is kept on exit, so a
 * later launcher on the same directory opens it again: after a SIGKILL, Neo4j recovers it from its
 * transaction log (the crash-recovery tests).
 *
 * <p>System properties (benchmarks): {@code -Dsettlegraph.pagecache.mib} (default 64) and {@code
 * -Dsettlegraph.transaction.max.mib}, the cap on all transactions' memory (default 256; 0 is no
 * cap); {@code -Dsettlegraph.cypher.replan.s}, the least age in seconds at which a cached Cypher
 * plan is planned again when the graph's statistics have moved (default 10, Neo4j's own).
 */
public final class EmbeddedNeo4j {
  private static final String DIR_PREFIX = "settlegraph-neo4j-";
  private static final Pattern DIR_NAME = Pattern.compile(DIR_PREFIX + "(\\d+)-\\d+");

  private EmbeddedNeo4j() {}

  public static void main(String[] args) {
    try {
      run(args);
    } catch (Throwable e) {
      // Neo4j's non-daemon threads could otherwise keep a half-started JVM alive.
      e.printStackTrace();
      System.exit(1);
    }
  }

  private static void run(String[] args) throws Exception {
    // stdout is a protocol channel (the CONTROL and READY lines); anything a library prints goes
    // to stderr.
    PrintStream protocol = System.out;
    System.setOut(System.err);

    int requestedPort = args.length > 0 ? Integer.parseInt(args[0]) : 0;
    boolean persistent = args.length > 1;
    Path home;
    if (persistent) {
      home = Files.createDirectories(Path.of(args[1]).toAbsolutePath());
    } else {
      Path tmp = Path.of(System.getProperty("java.io.tmpdir"));
      // SIGKILL skips shutdown hooks; the pid in the name lets a later run reclaim such leftovers.
      removeDirsOfDeadLaunchers(tmp);
      home = Files.createTempDirectory(tmp, DIR_PREFIX + ProcessHandle.current().pid() + "-");
    }

    // Registered before build(), so a SIGTERM during startup still removes a temporary directory
    // (a persistent one is only shut down cleanly).
    AtomicReference<DatabaseManagementService> started = new AtomicReference<>();
    Runtime.getRuntime()
        .addShutdownHook(
            new Thread(
                () -> {
                  DatabaseManagementService running = started.get();
                  if (running != null) running.shutdown();
                  if (!persistent) deleteQuietly(home);
                },
                "neo4j-shutdown"));
    exitWhenStdinCloses();

    ServerSocket control = new ServerSocket(0, 8, InetAddress.getLoopbackAddress());
    protocol.println("CONTROL " + control.getLocalPort());
    protocol.flush();

    DatabaseManagementService dbms = open(home, requestedPort);
    started.set(dbms);
    int port = boltPort(dbms);
    protocol.println("READY bolt://127.0.0.1:" + port);
    protocol.flush();
    serveControl(control, home, port, started);

    // Pay Cypher's first-query cost now, while the test runner is still spawning workers.
    dbms.database(GraphDatabaseSettings.DEFAULT_DATABASE_NAME).executeTransactionally("RETURN 1");

    // Serve until SIGTERM or stdin EOF; both exit through the shutdown hook.
    Thread.currentThread().join();
  }

  /** Neo4j on {@code home}, its Bolt connector on {@code port} (0: any free one). */
  private static DatabaseManagementService open(Path home, int port) {
    return new DatabaseManagementServiceBuilder(home)
            .setConfig(BoltConnector.enabled, true)
            .setConfig(BoltConnector.listen_address, new SocketAddress("127.0.0.1", port))
            .setConfig(BoltConnector.encryption_level, BoltConnector.EncryptionLevel.DISABLED)
            .setConfig(HttpConnector.enabled, false)
            .setConfig(HttpsConnector.enabled, false)
            // Explicit, so a future default change cannot make the tests need credentials.
            .setConfig(GraphDatabaseSettings.auth_enabled, false)
            // Sized for a few MB of fixtures on a 2-core CI box next to jest workers; benchmarks
            // that import large catalogs in one transaction raise both (0 MiB: no transaction cap).
            .setConfig(
                GraphDatabaseSettings.pagecache_memory,
                ByteUnit.mebiBytes(mebiBytesProperty("settlegraph.pagecache.mib", 64)))
            .setConfig(
                GraphDatabaseSettings.memory_transaction_global_max_size,
                ByteUnit.mebiBytes(mebiBytesProperty("settlegraph.transaction.max.mib", 256)))
            // Preallocation writes hundreds of MB of zeroes per database before it is usable.
            .setConfig(GraphDatabaseSettings.preallocate_logical_logs, false)
            .setConfig(GraphDatabaseSettings.preallocate_store_files, false)
            .setConfig(GraphDatabaseSettings.pagecache_warmup_enabled, false)
            // The test suite empties the database and fills it again for every test, so past this
            // age every plan looks stale and is planned again, test after test (embedded-neo4j.ts).
            .setConfig(
                GraphDatabaseSettings.cypher_min_replan_interval,
                Duration.ofSeconds(secondsProperty("settlegraph.cypher.replan.s", 10)))
            .setConfig(GraphDatabaseSettings.udc_enabled, false)
            // Nobody reads it (a temporary directory is deleted on exit): it would only cost IO.
            .setConfig(GraphDatabaseSettings.debug_log_enabled, false)
            // Netty waits a 2 s quiet period per event loop group on shutdown (~12 s in total);
            // nothing outlives this process, so there is nothing to be graceful about.
            .setConfig(GraphDatabaseInternalSettings.netty_server_shutdown_quiet_period, 0)
            .build();
  }

  /** Waits for the default database, then the Bolt port it listens on. */
  private static int boltPort(DatabaseManagementService dbms) {
    GraphDatabaseService db = dbms.database(GraphDatabaseSettings.DEFAULT_DATABASE_NAME);
    if (!db.isAvailable(Duration.ofMinutes(2).toMillis())) {
      throw new IllegalStateException("neo4j database did not become available");
    }
    return ((GraphDatabaseAPI) db)
        .getDependencyResolver()
        .resolveDependency(ConnectorPortRegister.class)
        .getLocalAddress(ConnectorType.BOLT)
        .getPort();
  }

  /**
   * Answers the control port's commands on a thread of its own, one at a time. A restart keeps
   * the Bolt port, so clients reconnect by themselves, and the directory, so the data is kept.
   */
  private static void serveControl(
      ServerSocket control, Path home, int port, AtomicReference<DatabaseManagementService> dbms) {
    Thread server =
        new Thread(
            () -> {
              for (; ; ) {
                try (Socket client = control.accept()) {
                  BufferedReader in =
                      new BufferedReader(
                          new InputStreamReader(client.getInputStream(), StandardCharsets.UTF_8));
                  Writer out = new OutputStreamWriter(client.getOutputStream(), StandardCharsets.UTF_8);
                  out.write(command(String.valueOf(in.readLine()).trim(), home, port, dbms) + "\n");
                  out.flush();
                } catch (IOException e) {
                  System.err.println("control connection failed: " + e);
                }
              }
            },
            "control");
    server.setDaemon(true);
    server.start();
  }

  private static synchronized String command(
      String command, Path home, int port, AtomicReference<DatabaseManagementService> dbms) {
    try {
      switch (command) {
        case "stop":
          DatabaseManagementService running = dbms.getAndSet(null);
          if (running != null) running.shutdown();
          return "STOPPED";
        case "start":
          if (dbms.get() == null) dbms.set(open(home, port));
          return "READY bolt://127.0.0.1:" + boltPort(dbms.get());
        default:
          return "ERROR unknown command: " + command;
      }
    } catch (RuntimeException e) {
      e.printStackTrace();
      return "ERROR " + e;
    }
  }

  /** A size in MiB from a -D system property, else the default; rejects negatives. */
  private static long mebiBytesProperty(String name, long fallback) {
    long value = Long.getLong(name, fallback);
    if (value < 0) throw new IllegalArgumentException(name + " must be at least 0, not " + value);
    return value;
  }

  private static long secondsProperty(String name, long fallback) {
    long value = Long.getLong(name, fallback);
    if (value < 0) throw new IllegalArgumentException(name + " must be at least 0, not " + value);
    return value;
  }

  private static void exitWhenStdinCloses() {
    Thread watcher =
        new Thread(
            () -> {
              try {
                while (System.in.read() != -1) {
                  // Input is ignored; only EOF matters.
                }
              } catch (IOException ignored) {
                // A broken stdin means the parent is gone just as surely as EOF does.
              }
              System.exit(0);
            },
            "stdin-watcher");
    watcher.setDaemon(true);
    watcher.start();
  }

  private static void removeDirsOfDeadLaunchers(Path tmp) throws IOException {
    try (DirectoryStream<Path> dirs = Files.newDirectoryStream(tmp, DIR_PREFIX + "*")) {
      for (Path dir : dirs) {
        Matcher name = DIR_NAME.matcher(dir.getFileName().toString());
        if (name.matches() && ProcessHandle.of(Long.parseLong(name.group(1))).isEmpty()) {
          deleteQuietly(dir);
        }
      }
    }
  }

  private static void deleteQuietly(Path root) {
    try {
      Files.walkFileTree(
          root,
          new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs)
                throws IOException {
              Files.deleteIfExists(file);
              return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult postVisitDirectory(Path dir, IOException exc)
                throws IOException {
              Files.deleteIfExists(dir);
              return FileVisitResult.CONTINUE;
            }
          });
    } catch (IOException e) {
      System.err.println("could not delete " + root + ": " + e);
    }
  }
}
