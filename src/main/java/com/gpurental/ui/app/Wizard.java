package com.gpurental.ui.app;

import com.gpurental.text.Messages;
import com.gpurental.ui.budget.BudgetPageView;
import com.gpurental.ui.budget.BudgetPageViewModel;
import com.gpurental.ui.checklist.ChecklistPageView;
import com.gpurental.ui.checklist.ChecklistPageViewModel;
import com.gpurental.ui.common.AppContext;
import com.gpurental.ui.common.ViewLoader;
import com.gpurental.ui.common.ViewScope;
import com.gpurental.ui.common.controls.FocusIntoView;
import com.gpurental.ui.common.controls.FormColumns;
import com.gpurental.ui.common.controls.TableCopy;
import com.gpurental.ui.document.DocumentViewModel;
import com.gpurental.ui.document.PlanHistory;
import com.gpurental.ui.memory.MemoryPageView;
import com.gpurental.ui.memory.MemoryPageViewModel;
import com.gpurental.ui.modelpage.ModelPageView;
import com.gpurental.ui.modelpage.ModelPageViewModel;
import com.gpurental.ui.papers.FxPrinter;
import com.gpurental.ui.papers.PapersViewModel;
import com.gpurental.ui.quotes.QuotesPageView;
import com.gpurental.ui.quotes.QuotesPageViewModel;
import com.gpurental.ui.rental.RentalPageView;
import com.gpurental.ui.rental.RentalPageViewModel;
import com.gpurental.ui.results.ResultsPageView;
import com.gpurental.ui.results.ResultsPageViewModel;
import com.gpurental.ui.scenario.ScenarioPageView;
import com.gpurental.ui.scenario.ScenarioPageViewModel;
import com.gpurental.ui.shell.ShellView;
import com.gpurental.ui.shell.ShellViewModel;
import com.gpurental.ui.shell.Step;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.Map;
import javafx.beans.value.ObservableBooleanValue;
import javafx.scene.Node;
import javafx.scene.Parent;

/**
 * Composes the wizard: the view models live as long as the app (they hold the state); the views
 * are built from FXML for the current language and rebuilt when the language changes.
 */
public final class Wizard {

    private final AppContext context;
    private final ScenarioPageViewModel scenario;
    private final ModelPageViewModel model;
    private final MemoryPageViewModel memory;
    private final RentalPageViewModel rental;
    private final BudgetPageViewModel budget;
    private final ResultsPageViewModel results;
    private final QuotesPageViewModel quotes;
    private final ChecklistPageViewModel checklist;
    private final ShellViewModel shell;
    private final DocumentViewModel document;
    private final PapersViewModel papers;
    private final PlanHistory history;
    private final TextSize textSize;
    private Runnable quit = () -> { };
    private ViewScope scope = new ViewScope();

    public Wizard(AppContext context) {
        this(context, null, null);
    }

    /**
     * @param appDataDir where the autosave goes (null: no autosave, e.g. in tests)
     * @param pdf        the PDF writer (null: export unavailable)
     */
    public Wizard(AppContext context, Path appDataDir, DocumentViewModel.PdfExporter pdf) {
        this.context = context;
        this.scenario = new ScenarioPageViewModel(context);
        this.model = new ModelPageViewModel(context);
        this.memory = new MemoryPageViewModel(context);
        this.rental = new RentalPageViewModel(context);
        this.budget = new BudgetPageViewModel(context);
        this.results = new ResultsPageViewModel(context);
        this.quotes = new QuotesPageViewModel(context, appDataDir);
        this.checklist = new ChecklistPageViewModel(context);
        this.document = new DocumentViewModel(context, appDataDir, pdf);
        this.papers = new PapersViewModel(context, this::baseName, pdf, text -> {
            javafx.scene.input.ClipboardContent content = new javafx.scene.input.ClipboardContent();
            content.putString(text);
            javafx.scene.input.Clipboard.getSystemClipboard().setContent(content);
        }, new FxPrinter(null, context::messages));
        papers.useFolders(document.papersFolder(), document::papersFolderName); // one folder per purchase
        Map<Step, ObservableBooleanValue> validity = new EnumMap<>(Step.class);
        validity.put(Step.SCENARIO, scenario.validProperty());
        validity.put(Step.MODEL, model.validProperty());
        validity.put(Step.MEMORY, memory.validProperty());
        validity.put(Step.RENTAL, rental.validProperty());
        validity.put(Step.BUDGET, budget.validProperty());
        this.shell = new ShellViewModel(context, validity);
        this.history = new PlanHistory(context.model());
        document.setAfterLoad(history::reset);
        this.textSize = new TextSize(context.settings());
    }

    /** View → Text size. */
    public TextSize textSize() {
        return textSize;
    }

    /** Undo and redo over the whole plan. */
    public PlanHistory history() {
        return history;
    }

    /** File → New: a fresh plan (after asking about unsaved changes) starts again at step 1. */
    public boolean newPlan() {
        if (!document.newPlan()) {
            return false;
        }
        shell.goTo(Step.SCENARIO);
        shell.fresh();
        return true;
    }

    public AppContext context() {
        return context;
    }

    public ShellViewModel shell() {
        return shell;
    }

    /** The listeners of the views built last (for tests: a rebuild must not leave old ones behind). */
    public ViewScope viewScope() {
        return scope;
    }

    public DocumentViewModel document() {
        return document;
    }

    /** The papers menu: XLSX, approval summary, RFQ, summary to paste, printing. */
    public PapersViewModel papers() {
        return papers;
    }

    /** What exported files are named after (see {@link DocumentViewModel#baseName()}). */
    private String baseName() {
        return document.baseName();
    }

    public ResultsPageViewModel results() {
        return results;
    }

    public QuotesPageViewModel quotes() {
        return quotes;
    }

    public ChecklistPageViewModel checklist() {
        return checklist;
    }

    /** What File → Quit does (the app closes its window, which asks about unsaved changes). */
    public void setQuit(Runnable quit) {
        this.quit = quit;
    }

    /**
     * Builds the whole window content for the current language. The app's stylesheet belongs to the
     * scene ({@link Styles#install}), not to this root, so that popups see it too.
     */
    public Parent buildRoot() {
        // The previous build's views stop listening to the view models before new ones are made.
        scope.dispose();
        ViewScope scope = new ViewScope();
        this.scope = scope;
        ViewLoader loader = new ViewLoader(() -> Messages.loadBundle(context.messages().locale()));
        loader.register(ScenarioPageView.class, () -> new ScenarioPageView(scenario, scope))
                .register(ModelPageView.class, () -> new ModelPageView(model, scope))
                .register(MemoryPageView.class, () -> new MemoryPageView(memory, scope))
                .register(RentalPageView.class, () -> new RentalPageView(rental, scope))
                .register(BudgetPageView.class, () -> new BudgetPageView(budget, scope))
                .register(ResultsPageView.class, () -> new ResultsPageView(results, document::exportPdf, document.busyProperty(),
                        scope))
                .register(QuotesPageView.class, () -> new QuotesPageView(quotes, scope))
                .register(ChecklistPageView.class, () -> new ChecklistPageView(checklist, scope));
        Map<Step, Node> pages = new EnumMap<>(Step.class);
        loader.register(ShellView.class, () -> new ShellView(shell,
                step -> pages.computeIfAbsent(step, s -> {
                    Parent page = loader.load(s.view()).root();
                    BitmapCaches.off(page);
                    FormColumns.install(page, textSize.percentProperty(), scope);
                    return page;
                }),
                bar -> {
                    // Quit is looked up when chosen: App sets it after the first build.
                    Menus.install(bar, new Menus.Actions(document, this::newPlan, () -> quit.run(), history, papers,
                            textSize),
                            context.messages(), scope);
                    AboutDialog.addHelpMenu(bar, context, true); // Help › How to use, Glossary, About
                }, scope));
        Parent root = loader.load("shell/Shell").root();
        HelpPages.install(root, context); // every "?" links to Help › Glossary
        textSize.apply(root, scope);
        textSize.installKeys(root);
        FocusIntoView.install(root); // Tab scrolls the page to the control it reaches
        // Every table copies as tab-separated rows that paste into Excel (context menu, Ctrl+C).
        TableCopy.installAll(root, context.messages());
        return root;
    }
}
