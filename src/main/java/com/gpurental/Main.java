package com.gpurental;

import com.gpurental.cli.Cli;
import java.time.Clock;

/**
 * Entry point of the jar: with no arguments (or only GUI options such as
 * {@code --startup-probe}, {@code --lang en}, {@code --catalog FILE}) it opens the desktop app;
 * with a command ({@code advise …}) it runs headless.
 */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) {
        boolean guiOptions = args.length == 0 || args[0].startsWith("--") && !args[0].equals("--help");
        if (guiOptions) {
            com.gpurental.ui.App.launchApp(args);
            return;
        }
        System.exit(new Cli(System.out, System.err, Clock.systemDefaultZone(), null).run(args));
    }
}
