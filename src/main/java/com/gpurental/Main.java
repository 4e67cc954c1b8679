package com.gpurental;

import com.gpurental.cli.Cli;
import java.time.Clock;

/**
 * Entry point of the jar: with no arguments (or only GUI options such as
 * {@code --startup-probe}) it opens the desktop app; with a command it runs headless.
 */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) {
        if (args.length == 0 || args[0].startsWith("--startup-probe") || args[0].equals("--gui")) {
            com.gpurental.ui.App.launchApp(args);
            return;
        }
        System.exit(new Cli(System.out, System.err, Clock.systemDefaultZone(), null).run(args));
    }
}
