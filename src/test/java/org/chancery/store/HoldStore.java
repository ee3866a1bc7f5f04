package org.chancery.store;

/** A second process on a store, for {@link StoreFailureTest}: opens it, says OPEN, and holds it until killed. */
public final class HoldStore {
    private HoldStore() {}

    public static void main(String[] args) throws Exception {
        Database db = Database.open(Database.h2FileUrl(args[0]), "sa", "");
        db.inTransaction(c -> c.createStatement().execute("SELECT 1"));
        System.out.println("OPEN");
        System.out.flush();
        Thread.sleep(Long.MAX_VALUE);
    }
}
