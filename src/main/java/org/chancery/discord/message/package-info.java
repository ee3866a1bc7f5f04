/** Messages to post, transport-plain: text, embeds, files. */
package org.chancery.discord.message;
