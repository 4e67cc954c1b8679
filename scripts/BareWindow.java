import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;

/**
 * The yardstick for scripts/startup-probe.sh: the smallest JavaFX window (one label), timed like the app's
 * --startup-probe — to the first layout pulse after the window is shown; it prints the wall-clock time then
 * ({@code startup-at}, which the script subtracts its own start time from) — then exits.
 */
public class BareWindow extends Application {

    @Override
    public void start(Stage stage) {
        Scene scene = new Scene(new Label("Hello"), 1280, 800);
        scene.addPostLayoutPulseListener(new Runnable() {
            @Override
            public void run() {
                scene.removePostLayoutPulseListener(this);
                Platform.runLater(() -> {
                    long now = System.currentTimeMillis();
                    long start = ProcessHandle.current().info().startInstant().orElseThrow().toEpochMilli();
                    System.out.println("startup-ms " + (now - start));
                    System.out.println("startup-at " + now);
                    Platform.exit();
                });
            }
        });
        stage.setScene(scene);
        stage.show();
    }

    public static void main(String[] args) {
        launch(args);
    }
}
