package com.gpurental.ui.document;

import com.gpurental.ui.model.Settings;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.HashMap;
import java.util.Map;

/**
 * One folder per purchase: every paper of one plan (report, approval summary, RFQ, quote form, comparison, trial kit,
 * acceptance record) is offered in the same folder, named after the plan, instead of each export dialog opening
 * wherever the last one was. The folder suggested first is "Documents/&lt;plan name&gt;" (an untitled plan's name with
 * today's date), made when a save dialog opens on it and removed again when the dialog is cancelled and it is still
 * empty; a folder the user chooses instead is kept for that plan's next papers.
 */
public final class PurchaseFolder {

    private final Settings settings;
    private Path documents;
    /** The folder each plan's papers went to in this session, by the plan's name. */
    private final Map<String, Path> chosen = new HashMap<>();
    /** The folder made for the dialog now open (null: none was made). */
    private Path made;

    /** @param documents where purchase folders are made (the user's Documents folder, else the home folder) */
    public PurchaseFolder(Settings settings, Path documents) {
        this.settings = settings;
        this.documents = documents;
    }

    /** Purchase folders are made in {@code root} from now on (tests: a temporary folder, not the user's Documents). */
    public void useRoot(Path root) {
        this.documents = root;
    }

    /** The user's Documents folder, else the home folder. */
    public static Path documents() {
        Path home = Path.of(System.getProperty("user.home"));
        Path docs = home.resolve("Documents");
        return Files.isDirectory(docs) ? docs : home;
    }

    /** A folder name for a plan: its name, with today's date when it is the untitled plan; no path characters. */
    public static String folderName(String planName, boolean untitled, LocalDate today) {
        String name = (untitled ? planName + " " + today : planName).replaceAll("[\\\\/:*?\"<>|\\p{Cntrl}]", "_").strip();
        name = name.replaceAll("^\\.+", "_");
        return name.isEmpty() ? String.valueOf(today) : name;
    }

    /**
     * Where the next paper of the plan {@code folderName} is offered: the folder its papers went to before; else the
     * last export folder when it is already this plan's; else Documents/{@code folderName}, made now (see
     * {@link #dialogClosed}).
     */
    public Path suggest(String folderName) {
        Path before = chosen.get(folderName);
        if (before != null && Files.isDirectory(before)) {
            return before;
        }
        String last = settings.lastExportFolder();
        if (last != null && Path.of(last).getFileName() != null
                && Path.of(last).getFileName().toString().equals(folderName) && Files.isDirectory(Path.of(last))) {
            return Path.of(last);
        }
        Path folder = documents.resolve(folderName);
        if (!Files.isDirectory(folder)) {
            try {
                Files.createDirectories(folder);
                made = folder;
            } catch (IOException | RuntimeException e) {
                return documents;
            }
        }
        return folder;
    }

    /**
     * After the save dialog: {@code savedIn} is the folder the paper went to (null: cancelled). A folder made for the
     * dialog and left empty is removed; the folder used is kept for the plan's next papers.
     */
    public void dialogClosed(String folderName, Path savedIn) {
        Path madeNow = made;
        made = null;
        if (savedIn != null) {
            chosen.put(folderName, savedIn);
            settings.setLastExportFolder(savedIn.toAbsolutePath().toString());
        }
        if (madeNow != null && (savedIn == null || !madeNow.toAbsolutePath().equals(savedIn.toAbsolutePath()))) {
            try (var entries = Files.list(madeNow)) {
                if (entries.findAny().isEmpty()) {
                    Files.deleteIfExists(madeNow);
                }
            } catch (IOException e) {
                // left as it is: an empty folder does no harm
            }
        }
    }
}
