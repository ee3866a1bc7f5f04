package org.chancery.discord.posting;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chancery.store.NoticeRow;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The GM's advice after a refusal fits the status: no permission advice for a post that was too large. */
class NoticeAdviceTest {
    static final NoticeRow RESULTS = new NoticeRow(1, 7, 0, "public", "results", 3);
    static final NoticeRow DM = new NoticeRow(2, 7, 0, "gm", "hello", null);

    static String advice(NoticeRow n, int status) {
        return NoticePoster.advice(n, new Sender.Refused("refused (" + status + ")", status, null));
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 400, 401, 403, 404, 405, 409, 413, 415, 422})
    void everyStatusGetsAdvice(int status) {
        for (NoticeRow n : new NoticeRow[] {RESULTS, DM}) {
            String a = advice(n, status);
            assertNotNull(a, "status " + status);
            assertFalse(a.isBlank());
            assertFalse(a.contains("null") || a.contains("Exception"), a);
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 400, 413})
    void aPostThatBrokeALimitIsNotBlamedOnPermissions(int status) {
        String a = advice(RESULTS, status);
        assertFalse(a.contains("Attach Files"), a);
        assertTrue(a.contains("nothing in the server is wrong"), a);
    }

    @ParameterizedTest
    @ValueSource(ints = {413})
    void aFileTooLargeIsNamed(int status) {
        assertTrue(advice(RESULTS, status).contains("larger than Discord takes"));
    }

    @ParameterizedTest
    @ValueSource(ints = {403})
    void aMissingPermissionNamesThePermissions(int status) {
        assertTrue(advice(RESULTS, status).contains("Attach Files"));
        assertTrue(advice(DM, status).contains("direct messages"));
    }
}
