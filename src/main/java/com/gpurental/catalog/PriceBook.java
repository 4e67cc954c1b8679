package com.gpurental.catalog;

import com.gpurental.json.AtomicFiles;
import com.gpurental.json.InputException;
import com.gpurental.json.InputFiles;
import com.gpurental.text.Message;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The price book the app uses: a newer price list (catalog file) imported by the user and kept in the
 * user's data folder, or the bundled catalog as the fallback. An imported file is validated in full before it is
 * kept, and written atomically; a kept file that no longer reads, or is older than the bundled one, is passed over.
 */
public final class PriceBook {

    /** The kept price list's name in the data folder. */
    public static final String FILE_NAME = "catalog.json";

    private PriceBook() {
    }

    public static Path userFile(Path dataDir) {
        return dataDir.resolve(FILE_NAME);
    }

    /** The user's price list when it reads and is not older than the bundled one; else {@code bundled}. */
    public static Catalog load(Path dataDir, Catalog bundled) {
        if (dataDir == null) {
            return bundled;
        }
        Path file = userFile(dataDir);
        if (!Files.isRegularFile(file)) {
            return bundled;
        }
        try {
            Catalog user = CatalogLoader.load(file);
            if (bundled.asOf() != null && user.asOf() != null && user.asOf().isBefore(bundled.asOf())) {
                return bundled;
            }
            return user;
        } catch (InputException | RuntimeException e) {
            return bundled;
        }
    }

    /**
     * Validates {@code source} as a catalog and keeps a copy in the data folder; returns it. A file that is not a valid
     * catalog is reported and nothing is kept.
     */
    public static Catalog importFile(Path source, Path dataDir) throws InputException {
        return importFile(source, dataDir, CatalogLoader.bundled());
    }

    /**
     * As {@link #importFile(Path, Path)}, against {@code bundled}. A list older than the bundled one is refused at
     * import, saying so: {@link #load} passes over an older list, so keeping it ("checked and kept") and then
     * ignoring it at the next start would tell the user their prices are in use when they are not.
     */
    public static Catalog importFile(Path source, Path dataDir, Catalog bundled) throws InputException {
        byte[] bytes = InputFiles.read(source);
        Catalog catalog = CatalogLoader.parse(InputFiles.shown(source.toString()), bytes);
        if (bundled != null && bundled.asOf() != null && catalog.asOf() != null && catalog.asOf().isBefore(bundled.asOf())) {
            throw new InputException(InputFiles.shown(source.toString()), "asOf",
                    Message.of("error.priceBook.older", catalog.asOf().toString(), bundled.asOf().toString()));
        }
        try {
            Files.createDirectories(dataDir);
            AtomicFiles.write(userFile(dataDir), bytes);
        } catch (IOException e) {
            throw new InputException(userFile(dataDir).toString(), "",
                    Message.of("error.file.unwritable", userFile(dataDir).toString(), String.valueOf(e.getMessage())));
        }
        return catalog;
    }
}
