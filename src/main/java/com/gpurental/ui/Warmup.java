package com.gpurental.ui;

import com.gpurental.advice.Advisor;
import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.CatalogLoader;
import com.gpurental.plan.Plan;
import java.time.LocalDate;
import java.util.concurrent.CompletableFuture;

/**
 * Work the window needs that does not need the window: reading and validating the catalog, a first
 * run of the engine, and loading the classes the first page uses. Started before the JavaFX toolkit
 * so that both run at once on a multi-core machine; {@link App} waits for the catalog only when it
 * needs it.
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
            for (String name : new String[] {"javafx.fxml.FXMLLoader", "atlantafx.base.theme.PrimerLight",
                "atlantafx.base.controls.ToggleSwitch", "org.controlsfx.control.SearchableComboBox",
                "org.controlsfx.control.PopOver", "javafx.scene.control.TableView", "javafx.scene.chart.BarChart"}) {
                try {
                    Class.forName(name, true, Warmup.class.getClassLoader());
                } catch (ClassNotFoundException | LinkageError e) {
                    // a class that cannot be preloaded is simply loaded later
                }
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
