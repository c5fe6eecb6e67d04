/** The home page's to-do card, and the hash that scrolls to it (the to-do popup's "more" link). */
export const TODO_SECTION_ID = 'home-todo';
export const TODO_HASH = '#todo';
