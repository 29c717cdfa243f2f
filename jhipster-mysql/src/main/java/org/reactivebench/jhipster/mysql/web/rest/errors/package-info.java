/**
 * Rest layer error handling.
 */
package org.reactivebench.jhipster.mysql.web.rest.errors;
