package com.gpurental.ui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.InputStream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

/** The window icons are in the jar in every size they are named for, square and not empty. */
class AppIconsTest {

    @Test
    void everyIconSizeIsThereWithItsSize() throws Exception {
        for (int size : AppIcons.SIZES) {
            try (InputStream in = AppIcons.class.getResourceAsStream(AppIcons.resource(size))) {
                assertNotNull(in, AppIcons.resource(size));
                BufferedImage image = ImageIO.read(in);
                assertEquals(size, image.getWidth(), AppIcons.resource(size));
                assertEquals(size, image.getHeight(), AppIcons.resource(size));
                // the middle is the drawing's blue or white, not transparent
                int alpha = image.getRGB(size / 2, size / 4) >>> 24;
                assertTrue(alpha > 200, AppIcons.resource(size) + " alpha " + alpha);
            }
        }
    }
}
