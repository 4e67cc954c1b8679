package com.gpurental.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.text.Messages;
import com.gpurental.ui.common.ViewScope;
import com.gpurental.ui.model.WorkloadModel;
import com.gpurental.ui.shell.Step;
import java.lang.ref.WeakReference;
import java.util.EnumMap;
import java.util.Map;
import javafx.scene.Node;
import javafx.scene.Parent;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/** A language switch rebuilds the views; the old ones must stop listening to the view models and be released. */
class ViewRebuildRobotTest extends WizardRobotTest {

    @Override
    protected void prepare(WorkloadModel model) {
        UiFixture.seventyBChatHourly(model); // every page can be opened
    }

    @Test
    void rebuildingTheViewsLeavesNoOldListenersBehind() {
        ViewScope first = wizard.viewScope();
        int before = first.size();
        assertTrue(before > 0, "the shell and the first page listen to their view models");
        interact(() -> context.messagesProperty().set(Messages.forLocale(Messages.ZH)));
        assertEquals(0, first.size(), "the first build's listeners are gone");
        ViewScope second = wizard.viewScope();
        assertTrue(second != first && second.size() > 0, "the new views listen");
        interact(() -> context.messagesProperty().set(Messages.forLocale(Messages.EN)));
        assertEquals(0, second.size(), "every switch detaches the views it replaces");
        assertEquals("Next", rendered(button("#nextButton")));
    }

    /**
     * The memory probe's leak (scripts/memory-probe.sh, README "Memory"): each language switch left the whole previous
     * window content reachable — the Quotes table's column fitting listened to the view model's long-lived row list —
     * so the retained heap grew by one window's views per switch. After a switch with every page built, no old page
     * and no old root may stay reachable.
     */
    @Test
    void aLanguageSwitchReleasesEveryPageItReplaces() {
        Map<Step, WeakReference<Node>> pages = new EnumMap<>(Step.class);
        for (Step step : Step.values()) {
            interact(() -> assertTrue(wizard.shell().goTo(step), "opens " + step));
            pages.put(step, new WeakReference<>(pageShown()));
        }
        WeakReference<Parent> root = new WeakReference<>(stage.getScene().getRoot());
        interact(() -> context.messagesProperty().set(Messages.forLocale(Messages.ZH)));
        interact(() -> wizard.shell().goTo(Step.SCENARIO));
        for (Map.Entry<Step, WeakReference<Node>> page : pages.entrySet()) {
            assertTrue(collected(page.getValue()), "the " + page.getKey() + " page built before the switch is released");
        }
        assertTrue(collected(root), "the window content built before the switch is released");
    }

    /**
     * A scroll pane's viewport bitmap cache (ScrollPane skin: {@code setCache(true)}) takes an image from the
     * renderer's pool that is never given back when the page is dropped: each language switch left one behind (the
     * Quotes page's comparison, a scroll pane inside the page's own, 1184 × 64 px, about 300 kB each; memory probe).
     * Every viewport on every page, nested ones included, draws without it.
     */
    @Test
    void noScrollPaneOnAnyPageKeepsABitmapCache() {
        for (Step step : Step.values()) {
            interact(() -> assertTrue(wizard.shell().goTo(step), "opens " + step));
            for (Node viewport : stage.getScene().getRoot().lookupAll(".viewport")) {
                assertTrue(!viewport.isCache(), "a viewport on " + step + " is bitmap-cached: " + viewport.getParent());
            }
        }
    }

    /** The content of the page on show: the only child of the shell's page host. */
    private Node pageShown() {
        Node content = node("#pageHost");
        return content instanceof Parent p && !p.getChildrenUnmodifiable().isEmpty() ? p.getChildrenUnmodifiable().get(0)
                : content;
    }

    /** Whether a full collection clears {@code ref}: a bounded number of tries, each after the FX queue has run. */
    private static boolean collected(WeakReference<?> ref) {
        for (int i = 0; i < 20 && ref.get() != null; i++) {
            WaitForAsyncUtils.waitForFxEvents();
            System.gc();
        }
        return ref.get() == null;
    }
}
