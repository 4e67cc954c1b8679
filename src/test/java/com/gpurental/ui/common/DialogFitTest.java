package com.gpurental.ui.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.text.Messages;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import javafx.application.Platform;
import javafx.geometry.Bounds;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.DialogPane;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.testfx.framework.junit5.ApplicationTest;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The acceptance result (some forty lines) was shown in a dialog taller than a 1024×700 screen, its OK button below
 * the screen's edge. On such a screen the text now scrolls and the whole dialog, its buttons included, is on screen;
 * a short message is shown as before, without a scroll box. After a file is written, the dialog has two buttons.
 */
class DialogFitTest extends ApplicationTest {

    static final Rectangle2D SMALL_SCREEN = new Rectangle2D(0, 0, 1024, 700);

    private Stage stage;
    private FxDialogService dialogs;

    @Override
    public void start(Stage stage) {
        this.stage = stage;
        stage.setScene(new Scene(new StackPane(), 1024, 660));
        stage.setX(0);
        stage.setY(0);
        stage.show();
        dialogs = new FxDialogService(() -> this.stage, () -> Messages.forLocale(Messages.ZH), f -> { }, () -> true)
                .onScreen(SMALL_SCREEN);
    }

    @Test
    void aFortyLineResultScrollsAndItsOkButtonIsOnA1024By700Screen() {
        String text = IntStream.rangeClosed(1, 40).mapToObj(i -> "第 " + i + " 项：GPU 型号与数量 符合（8 张 NVIDIA H20 96GB）")
                .collect(Collectors.joining("\n"));
        Platform.runLater(() -> dialogs.showInfo("验收结果已导入", text));
        WaitForAsyncUtils.waitForFxEvents();
        DialogPane pane = openDialog();

        Window w = pane.getScene().getWindow();
        assertTrue(w.getY() >= 0 && w.getY() + w.getHeight() <= 700, "window " + w.getY() + " + " + w.getHeight());
        Button ok = (Button) pane.lookupButton(pane.getButtonTypes().get(0));
        assertEquals("确定", ok.getText());
        Bounds b = ok.localToScreen(ok.getBoundsInLocal());
        assertTrue(b.getMaxY() <= 700, "OK button bottom at " + b.getMaxY());
        assertNotNull(pane.lookup("#dialog-text-scroll"), "the text scrolls");
        ScrollPane scroll = (ScrollPane) pane.lookup("#dialog-text-scroll");
        assertTrue(scroll.getContent().getBoundsInLocal().getHeight() > scroll.getViewportBounds().getHeight(),
                "more text than the box shows: it scrolls");
        Platform.runLater(ok::fire);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void aShortMessageHasNoScrollBox() {
        Platform.runLater(() -> dialogs.showInfo("已保存", "已保存为 /tmp/a.pdf。"));
        WaitForAsyncUtils.waitForFxEvents();
        DialogPane pane = openDialog();
        assertEquals(null, pane.lookup("#dialog-text-scroll"));
        Platform.runLater(((Button) pane.lookupButton(pane.getButtonTypes().get(0)))::fire);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void theDialogAfterAFileIsWrittenHasTwoButtons() {
        boolean[] answer = {true};
        Platform.runLater(() -> answer[0] = dialogs.offerToOpen("已保存", "已保存为 /tmp/a.pdf。现在打开吗？", "打开", "暂不打开"));
        WaitForAsyncUtils.waitForFxEvents();
        DialogPane pane = openDialog();
        List<String> buttons = pane.getButtonTypes().stream().map(t -> ((Button) pane.lookupButton(t)).getText()).toList();
        assertEquals(List.of("打开", "暂不打开"), buttons);
        assertEquals(ButtonBar.ButtonData.CANCEL_CLOSE, pane.getButtonTypes().get(1).getButtonData(), "Esc means not now");
        Platform.runLater(((Button) pane.lookupButton(pane.getButtonTypes().get(1)))::fire);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(false, answer[0]);
    }

    private DialogPane openDialog() {
        for (Window w : Window.getWindows()) {
            Node root = w.getScene() == null ? null : w.getScene().getRoot();
            if (w != stage && w.isShowing() && root instanceof DialogPane pane) {
                return pane;
            }
        }
        throw new AssertionError("no dialog is showing");
    }
}
