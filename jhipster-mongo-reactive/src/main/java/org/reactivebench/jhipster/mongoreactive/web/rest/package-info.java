/**
 * Rest layer.
 */
package org.reactivebench.jhipster.mongoreactive.web.rest;
