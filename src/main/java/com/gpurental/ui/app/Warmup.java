package com.gpurental.ui.app;

import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.CatalogLoader;
import com.gpurental.launch.StartupMarks;
import com.gpurental.text.Messages;
import com.gpurental.ui.shell.ShellView;
import java.lang.reflect.Field;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import javax.xml.stream.XMLInputFactory;

/**
 * Work the window needs that does not need the window, started before the JavaFX toolkit so that it runs on the
 * other core while the toolkit starts: reading and validating the catalog (which {@link App} waits for when it needs
 * it), the JDK's first-use costs of the first FXML load ({@link #firstViewReflection}) and reading the system
 * language's texts (the bundles are cached, so the window's first {@link Messages} only merges them).
 *
 * <p>Less is more here: on a two-core machine this thread shares the CPU with the toolkit's start. The support log
 * (opened after the first frame, {@link App}) and a first run of the engine (the window's own first run, on the
 * views' thread, does that work now) used to run here; without them the first page came about 25 ms sooner each,
 * measured interleaved with {@code scripts/startup-probe.sh}'s timing.
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
    public static synchronized void begin() {
        if (catalog != null) {
            return;
        }
        CompletableFuture<Catalog> bundled = new CompletableFuture<>();
        catalog = bundled;
        Thread thread = new Thread(() -> {
            Catalog c = null;
            try {
                c = CatalogLoader.bundled();
                bundled.complete(c);
            } catch (RuntimeException | Error e) {
                bundled.completeExceptionally(e); // the window reports it
            }
            StartupMarks.mark("warmup-catalog");
            firstViewReflection();
            StartupMarks.mark("warmup-reflection");
            if (c == null) {
                return;
            }
            Messages.forLocale(Locale.getDefault());
            StartupMarks.mark("warmup-texts");
        }, "warm-up");
        thread.setDaemon(true);
        thread.start();
    }

    /**
     * What the first FXML load spends on the JDK rather than on the views, done here while the toolkit starts:
     * the first read of an annotation of each type makes the JDK generate a proxy class for it (FXMLLoader reads
     * {@code @DefaultProperty} on the layout classes and {@code @FXML} on the controllers' fields), and the first
     * XML reader factory is found by a service lookup across every jar on the class path (about 25 and 10 ms of the
     * first view, measured with a stack sampler on the installed app). Reading an annotation loads the class without
     * initialising it, so no control class is initialised here.
     */
    static void firstViewReflection() {
        try {
            javafx.scene.layout.Pane.class.getAnnotation(javafx.beans.DefaultProperty.class);
            ShellView.class.getDeclaredField("root").getAnnotation(javafx.fxml.FXML.class);
            XMLInputFactory.newFactory();
            Field field = Slot.class.getDeclaredField("value");
            field.setAccessible(true);
            field.set(new Slot(), "warm");
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            // only a warm-up: the views load without it
        }
    }

    /** A private field set by reflection, as FXMLLoader sets a controller's {@code @FXML} fields. */
    private static final class Slot {
        private Object value;
    }

    /** The bundled catalog, from the warm-up when it ran. */
    public static Catalog bundledCatalog() {
        CompletableFuture<Catalog> f = catalog;
        return f == null ? CatalogLoader.bundled() : f.join();
    }
}
