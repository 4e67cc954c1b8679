package com.gpurental.ui.shell;

import com.gpurental.text.Messages;
import com.gpurental.ui.common.Styles;
import com.gpurental.ui.common.ViewScope;
import com.gpurental.ui.common.controls.FocusIntoView;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.animation.PauseTransition;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import javafx.fxml.FXML;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.MenuBar;
import javafx.scene.control.Toggle;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.StackPane;
import javafx.util.Duration;

/** The wizard frame: step bar, page host, Back/Next and the language switch. Binds and delegates. */
public final class ShellView {

    private final ViewScope scope;

    private final ShellViewModel viewModel;
    private final Function<Step, Node> pages;
    private final Consumer<MenuBar> menus;

    @FXML private BorderPane root;
    @FXML private MenuBar menuBar;
    @FXML private FlowPane stepBar;
    @FXML private StackPane pageHost;
    @FXML private Button backButton;
    @FXML private Button nextButton;
    @FXML private ToggleGroup languageGroup;
    @FXML private ToggleButton zhButton;
    @FXML private ToggleButton enButton;
    @FXML private Label summaryLabel;
    @FXML private Label generalError;
    @FXML private Label pageProblem;
    @FXML private Label notice;

    public ShellView(ShellViewModel viewModel, Function<Step, Node> pages, Consumer<MenuBar> menus,
            ViewScope scope) {
        this.scope = scope;
        this.viewModel = viewModel;
        this.pages = pages;
        this.menus = menus;
    }

    @FXML
    private void initialize() {
        for (Step step : Step.values()) {
            Button b = new Button();
            b.setId("step-" + step.name().toLowerCase(Locale.ROOT));
            b.textProperty().bind(viewModel.stepTitle(step));
            b.getStyleClass().add("step");
            b.setMnemonicParsing(false);
            b.setOnAction(e -> viewModel.goTo(step));
            var state = viewModel.stateOf(step);
            state.addListener((o, was, now) -> style(b, now, viewModel.current() == step));
            scope.listen(viewModel.currentProperty(), (o, was, now) -> style(b, state.get(), now == step));
            style(b, state.get(), viewModel.current() == step);
            b.accessibleTextProperty().bind(viewModel.stepAccessibleText(step));
            b.setAccessibleHelp(viewModel.stepBarHelp());
            stepBar.getChildren().add(b);
        }
        stepBar.addEventFilter(KeyEvent.KEY_PRESSED, this::stepKeys);
        scope.listen(viewModel.currentProperty(), (o, was, now) -> show(now));
        // A new plan: every page built so far opens again at its top (scroll panes inside tables too).
        scope.listen(viewModel.freshProperty(), (o, was, now) -> {
            for (Step step : shown) {
                FocusIntoView.toTop(pages.apply(step));
            }
        });
        show(viewModel.current());
        nextButton.disableProperty().bind(viewModel.nextDisabledProperty());
        backButton.disableProperty().bind(viewModel.backDisabledProperty());
        summaryLabel.textProperty().bind(viewModel.summary());
        generalError.textProperty().bind(viewModel.generalError());
        generalError.visibleProperty().bind(generalError.textProperty().isNotEmpty());
        generalError.managedProperty().bind(generalError.visibleProperty());
        pageProblem.textProperty().bind(viewModel.pageProblem());
        showNotices();
        boolean zh = Messages.isChinese(viewModel.language());
        languageGroup.selectToggle(zh ? zhButton : enButton);
        languageGroup.selectedToggleProperty().addListener((o, was, now) -> {
            if (now == null) {
                languageGroup.selectToggle(was);
            } else {
                viewModel.switchLanguage(now == zhButton ? Messages.ZH : Messages.EN);
            }
        });
        menus.accept(menuBar);
        installKeys();
        preloadOnceShown();
    }

    /**
     * Starts {@link #preload} a moment after the first layout pass of this root, when its frame is
     * on screen: the user waits only for the page they see. (Called straight from initialize(),
     * the first preload ran before the window's first pulse and delayed the first page by a whole
     * page load.)
     */
    private void preloadOnceShown() {
        root.sceneProperty().addListener(new ChangeListener<Scene>() {
            @Override
            public void changed(ObservableValue<? extends Scene> o, Scene was, Scene scene) {
                if (scene == null) {
                    return;
                }
                root.sceneProperty().removeListener(this);
                scene.addPostLayoutPulseListener(new Runnable() {
                    @Override
                    public void run() {
                        scene.removePostLayoutPulseListener(this);
                        PauseTransition pause = new PauseTransition(Duration.millis(PRELOAD_DELAY_MS));
                        pause.setOnFinished(e -> preload(0));
                        pause.play();
                    }
                });
            }
        });
    }

    /** After the first layout pass, how long until preloading starts (the first frame is rendered by then). */
    private static final int PRELOAD_DELAY_MS = 200;

    /**
     * Builds the other pages one by one while the user reads the first (loading a page with its
     * controls takes up to half a second the first time); each in its own turn of the event loop
     * so the window stays responsive.
     */
    private void preload(int from) {
        for (int i = from; i < Step.values().length; i++) {
            Step step = Step.values()[i];
            if (step != viewModel.current()) {
                int next = i + 1;
                javafx.application.Platform.runLater(() -> {
                    if (root.getScene() != null) {
                        pages.apply(step);
                        preload(next);
                    }
                });
                return;
            }
        }
    }

    /** How long a confirmation ("Summary copied") stays in the footer. */
    static final Duration NOTICE_TIME = Duration.seconds(6);

    /** A confirmation shows in the footer, then goes after {@link #NOTICE_TIME} (a new one starts the time again). */
    private void showNotices() {
        var text = viewModel.notice();
        PauseTransition hide = new PauseTransition(NOTICE_TIME);
        hide.setOnFinished(e -> text.set(""));
        notice.textProperty().bind(text);
        notice.visibleProperty().bind(text.isNotEmpty());
        notice.managedProperty().bind(notice.visibleProperty());
        scope.listen(text, (o, was, now) -> {
            if (now != null && !now.isEmpty()) {
                hide.playFromStart();
            }
        });
    }

    /** Set when a page is shown, cleared by the next key or click: see {@link #installKeys}. */
    private boolean enterPageOnTab;

    /**
     * Alt+N / Alt+B act on key press, also where the buttons' mnemonics do not reach (Next disabled). The release of
     * Alt after them leaves the menu bar alone: see {@code ui.app.Menus}.
     */
    private void installKeys() {
        root.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.isAltDown() && !e.isControlDown() && (e.getCode() == KeyCode.N || e.getCode() == KeyCode.B)) {
                if (e.getCode() == KeyCode.N) {
                    viewModel.next();
                } else {
                    viewModel.back();
                }
                e.consume();
            } else if (!e.isAltDown()) {
                enterOnCheckBox(e);
            }
        });
        // The first Tab after a step change goes into the new page, to its first control (the focus is then on the
        // page, or on Next or Back after Alt+N / Alt+B, and Tab would go on round to the header).
        root.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.isConsumed()) {
                return; // Alt+N / Alt+B, which has just shown a page
            }
            Node page = pageHost.getChildren().isEmpty() ? null : pageHost.getChildren().get(0);
            boolean enter = enterPageOnTab;
            if (!e.getCode().isModifierKey()) {
                enterPageOnTab = false;
            }
            Node owner = root.getScene() == null ? null : root.getScene().getFocusOwner();
            boolean fromStepControl = owner == page || owner == nextButton || owner == backButton
                    || (owner != null && owner.getParent() == stepBar);
            if (enter && fromStepControl && e.getCode() == KeyCode.TAB && !e.isShiftDown() && !e.isControlDown()
                    && page instanceof Parent p) {
                Node first = firstStop(p);
                if (first != null) {
                    first.requestFocus();
                    e.consume();
                }
            }
        });
        root.addEventFilter(javafx.scene.input.MouseEvent.MOUSE_PRESSED, e -> enterPageOnTab = false);
    }

    /**
     * Enter on a page's check box (the Results page's rental-mode filters) goes Next, as Enter does in a field: the
     * box took the key before it reached Next, the window's default button, and nothing happened. The box is left as it
     * was (Space ticks it).
     */
    private void enterOnCheckBox(KeyEvent e) {
        Node owner = root.getScene() == null ? null : root.getScene().getFocusOwner();
        if (e.getCode() == KeyCode.ENTER && !e.isShiftDown() && !e.isControlDown() && !e.isMetaDown()
                && owner instanceof javafx.scene.control.CheckBox && inside(owner, pageHost)) {
            if (!nextButton.isDisabled()) {
                viewModel.next();
            }
            e.consume();
        }
    }

    private static boolean inside(Node node, Node ancestor) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (n == ancestor) {
                return true;
            }
        }
        return false;
    }

    /** The first control Tab would stop on inside {@code parent}: of a toggle group, only its chosen toggle. */
    static Node firstStop(Parent parent) {
        for (Node n : parent.getChildrenUnmodifiable()) {
            if (!n.isVisible() || n.isDisabled()) {
                continue;
            }
            if (n.isFocusTraversable() && !(n instanceof Toggle t && t.getToggleGroup() != null
                    && t.getToggleGroup().getSelectedToggle() != null && !t.isSelected())) {
                return n;
            }
            if (n instanceof Parent p) {
                Node inner = firstStop(p);
                if (inner != null) {
                    return inner;
                }
            }
        }
        return null;
    }

    /** The pages shown since this view was built. */
    private final Set<Step> shown = EnumSet.noneOf(Step.class);

    private void show(Step step) {
        Node page = pages.apply(step);
        shown.add(step);
        boolean hadFocus = root.getScene() != null && root.getScene().getFocusOwner() != null;
        pageHost.getChildren().setAll(page);
        enterPageOnTab = root.getScene() != null; // a step change, not the first page of a new window
        // Keep the keyboard focus inside the window's content (the old page's node is gone):
        // Tab then walks the new page, and Alt+N / Alt+B keep working.
        if (hadFocus || root.getScene() != null) {
            page.requestFocus();
        }
    }

    /**
     * The step bar is one Tab stop, on the current step's tab (the tab-list pattern): Left/Right (Home/End) move
     * the focus along the tabs, Enter or Space opens the focused one. Caught before the button's own arrow
     * traversal, and before Enter reaches the default button (Next).
     */
    private void stepKeys(KeyEvent e) {
        var tabs = stepBar.getChildren();
        int at = tabs.indexOf(root.getScene() == null ? null : root.getScene().getFocusOwner());
        if (at < 0) {
            return;
        }
        int to = switch (e.getCode()) {
            case LEFT, KP_LEFT -> Math.max(0, at - 1);
            case RIGHT, KP_RIGHT -> Math.min(tabs.size() - 1, at + 1);
            case HOME -> 0;
            case END -> tabs.size() - 1;
            default -> -1;
        };
        if (to >= 0) {
            tabs.get(to).requestFocus();
            e.consume();
        } else if (e.getCode() == KeyCode.ENTER) {
            ((Button) tabs.get(at)).fire();
            e.consume();
        }
    }

    private static void style(Button b, StepState state, boolean current) {
        b.setFocusTraversable(current);
        b.getStyleClass().removeAll(Styles.STEP_CURRENT, Styles.STEP_DONE, Styles.STEP_PROBLEM);
        if (current) {
            b.getStyleClass().add(Styles.STEP_CURRENT);
        }
        if (state == StepState.PROBLEM) {
            b.getStyleClass().add(Styles.STEP_PROBLEM);
        } else if (state == StepState.DONE) {
            b.getStyleClass().add(Styles.STEP_DONE);
        }
    }

    @FXML
    private void next() {
        viewModel.next();
    }

    @FXML
    private void back() {
        viewModel.back();
    }
}
