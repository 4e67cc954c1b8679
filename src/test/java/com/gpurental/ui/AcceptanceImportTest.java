package com.gpurental.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.acceptance.FakeMachine;
import com.gpurental.checklist.ChecklistItem;
import com.gpurental.text.Messages;
import com.gpurental.ui.checklist.ChecklistPageViewModel;
import com.gpurental.ui.common.AppContext;
import com.gpurental.ui.papers.PapersViewModel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The acceptance kit in the app without a window: the Papers menu writes the kit into a folder; the Checklist page imports the
 * result its script wrote (button or dropped file), ticks items 9 and 10 from it and keeps it with the plan; the
 * Papers menu saves the acceptance record; a truncated file is refused with one message.
 */
class AcceptanceImportTest {

    @TempDir
    Path dir;

    private PapersViewModel papers(AppContext context) {
        return new PapersViewModel(context, () -> "70B chat", null, t -> { },
                (pdf, job) -> true);
    }

    private ChecklistItem item(ChecklistPageViewModel vm, String id) {
        return vm.itemsProperty().get().stream().filter(i -> i.id().equals(id)).findFirst().orElseThrow();
    }

    @Test
    void kitRunImportTicksAndRecord() throws Exception {
        AppContext context = UiFixture.context(Messages.EN);
        UiFixture.seventyBChatHourly(context.model());
        RecordingDialogs dialogs = (RecordingDialogs) context.dialogs();
        dialogs.folderAnswer = Optional.of(dir.resolve("kit"));
        dialogs.confirmAnswer = Optional.of(false);
        papers(context).makeTrialKit();
        // the kit goes into a folder of its own inside the one chosen (PapersViewModelTest)
        Path kit;
        try (var inside = Files.list(dir.resolve("kit"))) {
            kit = inside.findFirst().orElseThrow();
        }
        assertTrue(kit.getFileName().toString().startsWith("Trial-run kit - "), kit.toString());
        assertTrue(Files.isRegularFile(kit.resolve("gpu-check.sh")));
        assertTrue(Files.readString(kit.resolve("README.txt")).startsWith("Trial-run and acceptance check"));

        // the plan's own kit, run on an H20 machine as quoted (stand-in tools)
        Path result = FakeMachine.result(context.model().advice(), FakeMachine.H20, dir.resolve("machine"));
        ChecklistPageViewModel vm = new ChecklistPageViewModel(context);
        assertTrue(vm.acceptanceText().get().startsWith("No acceptance result yet"));
        assertTrue(vm.accepts(List.of(result)));
        vm.importAcceptance(result);

        assertTrue(item(vm, "hardware").automatic(), () -> String.valueOf(item(vm, "hardware")));
        assertTrue(item(vm, "benchmark").automatic(), () -> String.valueOf(item(vm, "benchmark")));
        assertEquals("Acceptance result gpu-check-result.json (imported " + LocalDate.now()
                + "): Every line passes (14 lines): the machine is as quoted.", vm.acceptanceText().get());
        RecordingDialogs.Call info = dialogs.calls.get(dialogs.calls.size() - 1);
        assertEquals("info", info.method());
        assertTrue(info.text().contains("[pass] GPU model: as quoted: NVIDIA H20 96GB"), info.text());
        assertEquals("PASS", context.model().checklist.get().acceptance().overall(), "kept with the plan");

        dialogs.fileAnswer = Optional.of(dir.resolve("record"));
        papers(context).exportAcceptanceRecord();
        try (PDDocument doc = Loader.loadPDF(dir.resolve("record.pdf").toFile())) {
            String text = new PDFTextStripper().getText(doc);
            assertTrue(text.contains("Acceptance record"), text);
            assertTrue(text.contains("Every line passes"), text);
        }
    }

    @Test
    void aTruncatedResultIsRefusedAndNothingIsKept() {
        AppContext context = UiFixture.context(Messages.ZH);
        UiFixture.seventyBChatHourly(context.model());
        RecordingDialogs dialogs = (RecordingDialogs) context.dialogs();
        ChecklistPageViewModel vm = new ChecklistPageViewModel(context);
        vm.importAcceptance(Path.of("examples/acceptance/chat-70b-truncated.result.json"));
        RecordingDialogs.Call error = dialogs.calls.get(dialogs.calls.size() - 1);
        assertEquals("error", error.method());
        assertEquals("无法导入该结果", error.title());
        assertTrue(error.text().contains("不完整或已损坏"), error.text());
        assertNull(context.model().checklist.get().acceptance());
    }

    @Test
    void theRecordWithoutAResultSaysWhatToDo() {
        AppContext context = UiFixture.context(Messages.EN);
        UiFixture.seventyBChatHourly(context.model());
        RecordingDialogs dialogs = (RecordingDialogs) context.dialogs();
        papers(context).exportAcceptanceRecord();
        assertEquals("Import an acceptance result first (Checklist page: Import acceptance result).",
                dialogs.calls.get(0).text());
    }
}
