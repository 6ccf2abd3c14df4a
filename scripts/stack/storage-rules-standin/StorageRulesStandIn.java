import java.io.File;

/**
 * firebase-tools starts the Cloud Storage rules runtime as `java -jar <jar> serve`.
 * The real runtime cannot be downloaded on offline machines, so this launcher
 * hands the JSON-lines protocol to storage-rules-standin.ts (run by Node), which
 * evaluates only the deny-all ruleset this project ships. See
 * docs/decisions/002-local-emulator-strategy.md.
 */
public final class StorageRulesStandIn {
  public static void main(String[] args) throws Exception {
    File jar = new File(StorageRulesStandIn.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    File script = new File(jar.getParentFile(), "storage-rules-standin.ts");
    String node = System.getenv().getOrDefault("STORAGE_STANDIN_NODE", "node");
    Process child = new ProcessBuilder(node, script.getAbsolutePath()).inheritIO().start();
    Runtime.getRuntime().addShutdownHook(new Thread(child::destroy));
    System.exit(child.waitFor());
  }
}
