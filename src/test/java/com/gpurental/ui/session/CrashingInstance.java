package com.gpurental.ui.session;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * A stand-in for a running app in its own process (for {@link SessionStoreCrashTest}): opens a session in the
 * folder {@code args[0]}, autosaves a plan titled {@code args[1]}, says "ready" and waits to be killed.
 */
public final class CrashingInstance {

    private CrashingInstance() {
    }

    public static void main(String[] args) throws Exception {
        SessionStore.Session s = new SessionStore(Path.of(args[0])).open();
        s.write(("{\"format\":\"gpu-rental-plan\",\"version\":1,\"title\":\"" + args[1] + "\"}")
                .getBytes(StandardCharsets.UTF_8));
        System.out.println("ready");
        System.out.flush();
        Thread.sleep(120_000); // killed long before; ends by itself if the test dies first
    }
}
