package com.gpurental.ui.document;

import com.gpurental.text.Messages;
import com.gpurental.ui.RecordingDialogs;
import com.gpurental.ui.UiFixture;
import com.gpurental.ui.common.AppContext;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;

/**
 * One app window in a process of its own (for {@link TwoProcessesTest}): the document of a window on the data folder
 * {@code args[0]}, driven by one command a line on its standard input, each answered by one line:
 * {@code start later|restore|discard} (the recovery at start; answers the offered items, or {@code -}),
 * {@code title T} (an edit, autosaved), {@code saveas FILE}, {@code open FILE} ({@code warned} when the "open in
 * another window" note was shown, else {@code quiet}), {@code work} (this window's autosave), {@code quit} (a clean
 * close). Killing the process is the crash.
 */
public final class WindowProcess {

    private WindowProcess() {
    }

    public static void main(String[] args) throws Exception {
        AppContext context = UiFixture.context(Messages.EN);
        RecordingDialogs dialogs = (RecordingDialogs) context.dialogs();
        DocumentViewModel document = new DocumentViewModel(context, Path.of(args[0]), null);
        document.setZone(ZoneOffset.UTC);
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        out.println("ready");
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            String[] cmd = line.split(" ", 2);
            String arg = cmd.length > 1 ? cmd[1] : "";
            switch (cmd[0]) {
                case "start" -> {
                    dialogs.recoveryItems = List.of();
                    dialogs.recoveryAnswer = switch (arg) {
                        case "restore" -> Optional.of(0);
                        case "discard" -> Optional.of(-1);
                        default -> Optional.empty();
                    };
                    dialogs.confirmAnswer = Optional.of(true);
                    document.start(null);
                    out.println(dialogs.recoveryItems.isEmpty() ? "-" : String.join(" | ", dialogs.recoveryItems));
                }
                case "title" -> {
                    context.model().title.set(arg);
                    out.println("ok");
                }
                case "saveas" -> {
                    dialogs.fileAnswer = Optional.of(Path.of(arg));
                    out.println(document.saveAs() ? "ok" : "not saved");
                }
                case "open" -> {
                    int before = dialogs.calls.size();
                    document.openFile(Path.of(arg));
                    boolean warned = dialogs.calls.subList(before, dialogs.calls.size()).stream()
                            .anyMatch(c -> c.title().equals(context.messages().get("document.openElsewhereTitle")));
                    out.println(warned ? "warned" : "quiet");
                }
                case "work" -> out.println(document.autosaveFile());
                case "quit" -> {
                    document.discardAutosave();
                    out.println("bye");
                    return;
                }
                default -> out.println("unknown command " + line);
            }
        }
    }
}
