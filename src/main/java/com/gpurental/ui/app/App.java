package com.gpurental.ui.app;

import com.gpurental.advice.Advisor;
import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.CatalogLoader;
import com.gpurental.catalog.PriceBook;
import com.gpurental.json.InputException;
import com.gpurental.launch.AppDirs;
import com.gpurental.launch.StartupMarks;
import com.gpurental.output.RenderInput;
import com.gpurental.output.pdf.PdfReport;
import com.gpurental.text.Messages;
import com.gpurental.ui.common.AppContext;
import com.gpurental.ui.common.DialogService;
import com.gpurental.ui.common.FxDialogService;
import com.gpurental.ui.common.FxTaskExecutor;
import com.gpurental.ui.common.Styles;
import com.gpurental.ui.document.DocumentViewModel;
import com.gpurental.ui.model.Settings;
import com.gpurental.ui.session.OldAutosaves;
import java.nio.file.Path;
import java.time.Clock;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.stage.Stage;
import javafx.stage.WindowEvent;

/**
 * The desktop application. Options: a plan file ({@code PLAN.gpuplan.json} or a plan {@code .json}) to
 * open, {@code --catalog FILE} (use another catalog; a bad one is
 * reported and the bundled catalog is used), {@code --startup-probe} (print the milliseconds from
 * process start (the native launcher's, for the installed app) to the first page shown, then exit), {@code --lang zh|en}.
 */
public class App extends Application {

    public static final double DEFAULT_WIDTH = 1280;
    public static final double DEFAULT_HEIGHT = 800;

    private FxTaskExecutor executor;

    public static void launchApp(String[] args) {
        StartupTuning.beforeToolkit();
        Application.launch(App.class, args);
    }

    /** What {@link #init()} works out before the window: the options, the settings, the language and the views. */
    private Prepared prepared;

    private record Prepared(List<String> args, boolean probe, Settings settings, Locale language, Stage[] stage,
                            StartupTuning.Early<Built> early) {
    }

    /** The window's content, made by {@link #build}: handed to the JavaFX thread in {@link #start}. */
    private record Built(AppContext context, Wizard wizard, Parent root, DialogService dialogs, Path appData,
                         InputException catalogProblem) {
    }

    /**
     * On the launcher thread, once the JavaFX toolkit runs and before {@link #start}: reads the options and the
     * settings, and starts building the first page's views on a thread of their own ({@code window-builder},
     * {@link StartupTuning#early}), so that they are made while the JavaFX thread loads the theme and opens the native
     * window, which used to come one after the other. The views are in no scene until {@link #start} takes them,
     * which the JavaFX documentation allows for nodes and scenes on any thread; the JavaFX thread touches them only
     * after taking them (before its first pulse), and building them queues nothing on it (no {@code runLater}, no
     * task). Should the building fail on that thread, {@link #start} builds them again on its own
     * ({@link Prebuilt}). {@code PrebuiltViewsTest} builds the first page this way and uses it.
     */
    @Override
    public void init() {
        StartupMarks.mark("init");
        List<String> args = getParameters().getRaw();
        boolean probe = args.contains("--startup-probe");
        Settings settings = probe ? Settings.inMemory(null) : Settings.stored();
        Locale system = Messages.isChinese(Locale.getDefault()) ? Messages.ZH : Messages.EN;
        Locale language = settings.languageOr(system);
        String langArg = option(args, "--lang");
        if (langArg != null && Messages.parseLanguage(langArg) != null) {
            language = Messages.parseLanguage(langArg);
        }
        executor = new FxTaskExecutor();
        Stage[] stage = new Stage[1];
        Locale chosen = language;
        StartupTuning.Early<Built> early = StartupTuning.early(() -> build(args, probe, settings, chosen, stage));
        prepared = new Prepared(args, probe, settings, language, stage, early);
    }

    /**
     * The app's context, the wizard and the first page's views. Runs on the {@code window-builder} thread (or, should
     * that fail, on the JavaFX thread); dialogs find the window in {@code stage[0]}, set by {@link #start} before
     * anything can show one.
     */
    private Built build(List<String> args, boolean probe, Settings settings, Locale language, Stage[] stage) {
        StartupMarks.mark("build");
        Catalog catalog = Warmup.bundledCatalog();
        InputException catalogProblem = null;
        String catalogArg = option(args, "--catalog");
        if (catalogArg != null) {
            try {
                catalog = CatalogLoader.load(Path.of(catalogArg));
            } catch (InputException e) {
                catalogProblem = e;
            }
        }
        if (catalogArg == null && !probe) {
            // A newer price list imported from the Quotes page, the bundled one as the fallback.
            catalog = PriceBook.load(AppDirs.dataDir(), catalog);
        }
        AppContext[] holder = new AppContext[1];
        CrashReporter.install(() -> holder[0] == null ? Messages.forLocale(Locale.getDefault()) : holder[0].messages());
        DialogService dialogs = new FxDialogService(() -> stage[0], () -> holder[0].messages(),
                file -> getHostServices().showDocument(file.toUri().toString()), FxDialogService::systemCanOpenFiles);
        // One clock for the whole app: the advisor's today and every paper's date are read from it.
        Clock clock = Clock.systemDefaultZone();
        AppContext context = new AppContext(catalog, new Advisor(catalog, LocalDate.now(clock)), settings, dialogs, executor,
                language, clock);
        holder[0] = context;
        Path appData = probe ? null : settings.dataFolder() != null ? Path.of(settings.dataFolder())
                : AppDirs.dataDir();
        StartupMarks.mark("context");
        Wizard wizard = new Wizard(context, appData, pdfExporter(context));
        StartupMarks.mark("wizard");
        Parent root = wizard.buildRoot();
        StartupMarks.mark("root");
        return new Built(context, wizard, root, dialogs, appData, catalogProblem);
    }

    @Override
    public void start(Stage stage) {
        StartupMarks.mark("start");
        Prepared p = prepared;
        p.stage()[0] = stage;
        Scene scene = showEmptyWindow(stage, p.settings(), p.language());
        Built built = p.early().take();
        scene.setRoot(built.root());
        StartupMarks.mark("root-set");
        Wizard wizard = built.wizard();
        built.context().messagesProperty().addListener((o, was, now) -> scene.setRoot(wizard.buildRoot()));
        stage.titleProperty().bind(wizard.document().title());
        stage.setOnCloseRequest(e -> {
            if (!wizard.document().confirmDiscard()) {
                e.consume();
            } else {
                wizard.document().discardAutosave();
            }
        });
        wizard.setQuit(() -> stage.fireEvent(new WindowEvent(stage, WindowEvent.WINDOW_CLOSE_REQUEST)));
        stage.setOnHidden(e -> {
            p.settings().size(scene.getWidth(), scene.getHeight());
            p.settings().position(stage.getX(), stage.getY());
        });
        StartupTuning.afterFirstFrame(scene, stage, executor);
        if (p.probe()) {
            StartupTuning.probe(scene);
        } else {
            openAtStart(p.args(), p.settings(), built.appData(), wizard);
        }
        if (built.catalogProblem() != null) {
            Messages m = built.context().messages();
            built.dialogs().showError(m.get("catalog.badTitle"),
                    m.format("catalog.badText", built.catalogProblem().render(m)));
        }
    }

    /**
     * Opens the window where it was (stored sizes of -5, 10^9 or NaN, or a position on a monitor that is gone, are
     * ignored or clamped) with an empty scene of its size while the views are still being built; nothing is drawn
     * before they are in it (the JavaFX thread waits for them, before its first pulse).
     */
    private static Scene showEmptyWindow(Stage stage, Settings settings, Locale language) {
        List<WindowBounds.Rect> screens = new ArrayList<>();
        javafx.geometry.Rectangle2D primary = javafx.stage.Screen.getPrimary().getVisualBounds();
        screens.add(new WindowBounds.Rect(primary.getMinX(), primary.getMinY(), primary.getWidth(), primary.getHeight()));
        for (javafx.stage.Screen s : javafx.stage.Screen.getScreens()) {
            javafx.geometry.Rectangle2D b = s.getVisualBounds();
            if (!b.equals(primary)) {
                screens.add(new WindowBounds.Rect(b.getMinX(), b.getMinY(), b.getWidth(), b.getHeight()));
            }
        }
        WindowBounds.Rect minimum = new WindowBounds.Rect(0, 0, 1024, 700);
        WindowBounds.Rect bounds = WindowBounds.place(new WindowBounds.Rect(settings.x(), settings.y(),
                settings.width(Double.NaN), settings.height(Double.NaN)), screens,
                new WindowBounds.Rect(0, 0, DEFAULT_WIDTH, DEFAULT_HEIGHT), minimum);
        WindowBounds.Rect min = WindowBounds.minimumOn(screens.get(0), minimum);
        stage.setMinWidth(min.width());
        stage.setMinHeight(min.height());
        Scene scene = new Scene(new javafx.scene.layout.Region(), bounds.width(), bounds.height());
        Styles.install(scene);
        stage.setScene(scene);
        stage.setX(bounds.x());
        stage.setY(bounds.y());
        stage.setTitle(Messages.forLocale(language).get("app.title"));
        StartupMarks.mark("pre-show");
        stage.show();
        StartupMarks.mark("shown");
        return scene;
    }

    /**
     * Work of windows that did not close normally is offered back whatever the app was started with; then a plan
     * given on the command line (or by double-click) is opened; a bad one is reported.
     */
    private static void openAtStart(List<String> args, Settings settings, Path appData, Wizard wizard) {
        String planArg = null;
        for (int i = 0; i < args.size(); i++) {
            if (args.get(i).endsWith(".json") && (i == 0 || !args.get(i - 1).equals("--catalog"))) {
                planArg = args.get(i);
                break;
            }
        }
        Path plan = planArg == null ? null : Path.of(planArg);
        if (settings.dataFolder() == null) {
            // autosaves a crash left in the folder of earlier versions (~/.gpu-rental-advisor)
            OldAutosaves.moveInto(OldAutosaves.oldFolder(
                    System.getProperty("os.name", ""), System.getProperty("user.home")), appData,
                    DocumentViewModel.SESSIONS_FOLDER);
        }
        Platform.runLater(() -> wizard.document().start(plan));
    }

    @Override
    public void stop() {
        if (executor != null) {
            executor.shutdown();
        }
    }

    /** The PDF export, backed by the report module, dated on the app's clock. */
    static DocumentViewModel.PdfExporter pdfExporter(AppContext context) {
        return (advice, compared, checklist, messages, out) -> PdfReport.write(
                new RenderInput(advice, context.catalog(), compared, checklist, context.today()),
                messages, out);
    }

    private static String option(List<String> args, String name) {
        int i = args.indexOf(name);
        return i >= 0 && i + 1 < args.size() ? args.get(i + 1) : null;
    }
}
