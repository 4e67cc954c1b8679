package com.gpurental.ui.app;

import com.gpurental.support.AppInfo;
import com.gpurental.support.SupportLog;
import com.gpurental.text.Messages;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;
import java.util.logging.Level;
import javafx.application.Platform;
import javafx.event.ActionEvent;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Label;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;

/**
 * The handler for any exception nobody caught (on the JavaFX thread or another): it is written to the support log and
 * the user sees a short message in their language with "Copy details" (the versions and the stack trace, for a
 * support request). One message at a time: a second failure while it is open is only logged.
 */
public final class CrashReporter implements Thread.UncaughtExceptionHandler {

    private final Supplier<Messages> messages;
    private final AtomicBoolean showing = new AtomicBoolean();

    private CrashReporter(Supplier<Messages> messages) {
        this.messages = messages;
    }

    /** Makes this the handler of every thread; {@code messages} gives the current language. */
    public static void install(Supplier<Messages> messages) {
        Thread.setDefaultUncaughtExceptionHandler(new CrashReporter(messages));
    }

    @Override
    public void uncaughtException(Thread thread, Throwable error) {
        try {
            SupportLog.LOG.log(Level.SEVERE, "uncaught on thread " + thread.getName(), error);
            if (showing.compareAndSet(false, true)) {
                Platform.runLater(() -> {
                    try {
                        show(error);
                    } catch (RuntimeException e) {
                        showing.set(false);
                        SupportLog.LOG.log(Level.SEVERE, "the error message could not be shown", e);
                    }
                });
            }
        } catch (RuntimeException | Error e) {
            // never throw from the handler; the original stays in the log if that worked
            error.printStackTrace();
        }
    }

    private void show(Throwable error) {
        Messages m = messages.get();
        ButtonType copy = new ButtonType(m.get("crash.copy"), ButtonBar.ButtonData.LEFT);
        ButtonType close = new ButtonType(m.get("crash.close"), ButtonBar.ButtonData.OK_DONE);
        Alert a = new Alert(Alert.AlertType.ERROR, "", copy, close);
        a.setTitle(m.get("crash.title"));
        a.setHeaderText(m.get("crash.title"));
        Label text = new Label(m.format("crash.text", SupportLog.folder() == null ? m.get("about.noLog")
                : SupportLog.folder().toString()));
        text.setWrapText(true);
        text.setMaxWidth(520);
        a.getDialogPane().setContent(text);
        Button copyButton = (Button) a.getDialogPane().lookupButton(copy);
        copyButton.setId("crash-copy");
        copyButton.addEventFilter(ActionEvent.ACTION, e -> {
            ClipboardContent content = new ClipboardContent();
            content.putString(details(error));
            Clipboard.getSystemClipboard().setContent(content);
            e.consume(); // the message stays open
        });
        a.setOnHidden(e -> showing.set(false));
        a.show();
    }

    /** What "Copy details" copies: versions, then the stack trace; the home folder shown as ~. */
    static String details(Throwable error) {
        StringWriter w = new StringWriter();
        error.printStackTrace(new PrintWriter(w));
        String text = "GPU Rental Advisor " + AppInfo.version() + ", Java " + System.getProperty("java.version") + ", "
                + System.getProperty("os.name") + " " + System.getProperty("os.version") + "\n" + w;
        String home = System.getProperty("user.home");
        return home != null && home.length() > 1 ? text.replace(home, "~") : text;
    }
}
