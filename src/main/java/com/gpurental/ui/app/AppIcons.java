package com.gpurental.ui.app;

import java.util.List;
import javafx.scene.image.Image;

/**
 * The app's icon for its windows (title bar, task bar, Alt+Tab): {@code /icons/app-N.png} in the sizes the desktops
 * pick from. The installers carry the same drawing for the launcher and the menu entry (packaging/).
 */
public final class AppIcons {

    /** The sizes there are, smallest first. */
    public static final List<Integer> SIZES = List.of(16, 32, 48, 128, 256);

    private AppIcons() {
    }

    /** The resource of one size. */
    public static String resource(int size) {
        return "/icons/app-" + size + ".png";
    }

    /** The icons, read in the background (an icon not yet read simply shows a moment later). */
    public static List<Image> images() {
        return SIZES.stream().map(s -> new Image(AppIcons.class.getResource(resource(s)).toExternalForm(), true))
                .toList();
    }
}
