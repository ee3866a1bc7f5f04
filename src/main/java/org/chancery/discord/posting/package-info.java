/** Posting nobody asked for: the store's notices (results, maps, reminders) sent with retries and backoff. */
package org.chancery.discord.posting;
