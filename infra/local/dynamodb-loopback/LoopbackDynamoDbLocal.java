import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

/**
 * Starts DynamoDB Local as its own main class does, with its port bound to 127.0.0.1 only: the jar has no host
 * option, and its Jetty server is made with `new Server(port)`, which listens on every interface. Takes DynamoDB
 * Local's own arguments (-port, -dbPath, -sharedDb). Telemetry is never set up here (ServerRunner.main would).
 *
 * The committed .class beside this file is what runs (a Java runtime has no compiler); rebuild it with
 * `npm run dynamodb:launcher` after a change. tests/unit/dynamodb-launcher.test.ts checks that both match.
 */
public final class LoopbackDynamoDbLocal {
  private static final String LOOPBACK = "127.0.0.1";

  public static void main(String[] args) throws Exception {
    DynamoDBProxyServer dynamo = ServerRunner.createServerFromCommandLineArgs(args);
    Connector[] connectors = jettyServer(dynamo).getConnectors();
    if (connectors.length == 0) throw unexpected("a Jetty server without connectors");
    for (Connector connector : connectors) {
      if (!(connector instanceof ServerConnector)) throw unexpected("a connector of type " + connector.getClass());
      ((ServerConnector) connector).setHost(LOOPBACK);
    }
    dynamo.start();
    dynamo.join();
  }

  private static Server jettyServer(DynamoDBProxyServer dynamo) throws IllegalAccessException {
    try {
      Field field = DynamoDBProxyServer.class.getDeclaredField("server");
      field.setAccessible(true);
      Object server = field.get(dynamo);
      if (server instanceof Server) return (Server) server;
      throw unexpected("a field `server` of type " + (server == null ? "null" : server.getClass()));
    } catch (NoSuchFieldException e) {
      throw unexpected("no field `server`");
    }
  }

  /** A newer DynamoDB Local is built differently: stop rather than listen on every interface. */
  private static IllegalStateException unexpected(String found) {
    return new IllegalStateException(
        "Cannot bind DynamoDB Local to " + LOOPBACK + ": its DynamoDBProxyServer has " + found
            + " (expected one Jetty ServerConnector in a field `server`). Update " + LoopbackDynamoDbLocal.class.getName()
            + ".java for this DynamoDB Local version.");
  }
}
