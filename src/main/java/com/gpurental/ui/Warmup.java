package com.gpurental.ui;

import com.gpurental.advice.Advisor;
import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.CatalogLoader;
import com.gpurental.plan.Plan;
import java.time.LocalDate;
import java.util.concurrent.CompletableFuture;

/**
 * Work the window needs that does not need the window: reading and validating the catalog and a first
 * run of the engine. Started before the JavaFX toolkit so that both run at once on a multi-core
 * machine; {@link App} waits for the catalog only when it needs it.
 *
 * <p>No JavaFX control classes are touched here. An earlier version preloaded ToggleSwitch, TableView
 * and charts on this thread: that cost start-up time (classes the first page does not use) and, worse,
 * a control class initialised before {@link App} set the theme installs Modena as the default
 * stylesheet, so the app sometimes came up without its theme.
 */
public final class Warmup {

    private static volatile CompletableFuture<Catalog> catalog;

    private Warmup() {
    }

    /** Starts the background work (idempotent). */
    public static void begin() {
        if (catalog != null) {
            return;
        }
        catalog = CompletableFuture.supplyAsync(() -> {
            Catalog c = CatalogLoader.bundled();
            try {
                new Advisor(c, LocalDate.now()).advise(Plan.empty());
            } catch (Exception e) {
                // only a warm-up: the real run reports its own problems
            }
            return c;
        });
    }

    /** The bundled catalog, from the warm-up when it ran. */
    public static Catalog bundledCatalog() {
        CompletableFuture<Catalog> f = catalog;
        return f == null ? CatalogLoader.bundled() : f.join();
    }
}
