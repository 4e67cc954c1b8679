package com.gpurental.ui.app;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** "Copy details" carries the versions and the stack trace, and not the user's home folder. */
class CrashReporterTest {

    @Test
    void detailsHoldVersionsAndTheStackTraceWithoutTheHomeFolder() {
        String home = System.getProperty("user.home");
        String details = CrashReporter.details(new IllegalStateException("cannot read " + home + "/plan.json"));
        assertTrue(details.startsWith("GPU Rental Advisor "), details);
        assertTrue(details.contains("java.lang.IllegalStateException: cannot read ~/plan.json"), details);
        assertTrue(details.contains("at com.gpurental.ui.app.CrashReporterTest"), details);
        assertFalse(details.contains(home + "/"), details);
    }
}
